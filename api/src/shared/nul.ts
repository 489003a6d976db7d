import { AppError, type FieldErrors } from './errors.js';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a value carrying one would fail deep inside a
 * query as a server error, so requests holding one are refused with a 400 naming the field, JSON bodies and
 * query strings by plugins/text-guard.ts, multipart fields where they are read (shared/multipart.ts).
 */

export const NUL_MESSAGE = 'Must not contain the NUL character.';

const hasNul = (text: string) => text.includes('\u0000');

/** The dotted paths of every string (or key) under `value` that holds NUL, at most a few. */
export function nulFields(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= 10) return found;
  if (typeof value === 'string') {
    if (hasNul(value)) found.push(path.join('.') || 'non_field_errors');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulFields(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A NUL inside a key is reported on the object that holds it; the key itself cannot be echoed.
      if (hasNul(key)) found.push(path.join('.') || 'non_field_errors');
      else nulFields(item, [...path, key], found);
    }
  }
  return found;
}

export function nulError(fields: string[]): AppError {
  const errors: FieldErrors = Object.fromEntries([...new Set(fields)].map((field) => [field, [NUL_MESSAGE]]));
  return new AppError(400, 'VALIDATION_ERROR', 'The request contains the NUL character.', errors);
}
