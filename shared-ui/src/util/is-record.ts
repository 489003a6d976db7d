/**
 * True for a plain object read from outside (a JSON body, storage, a remote's module): not null and not an
 * array, so its fields can be looked at one by one before they are trusted.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
