import { AppError, type FieldErrors } from './errors.js';

/**
 * Limits on what a JSON body or query may hold beyond its schema: how deeply it nests, and numbers that are
 * not finite. Without them, a body of 5,000 nested brackets exhausts the stack of any code that walks it,
 * and `?page=Infinity` (or `1e309`, which JSON and query coercion both read as Infinity) reaches the
 * database as a value no column takes.
 */

/** Far deeper than any body this API takes (an About bulk save nests about six levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests arrays and objects deeper than `max`, found by one pass over the text (brackets
 * inside strings do not count) before anything parses or walks it.
 */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

export const tooDeepError = () =>
  new AppError(
    400,
    'INVALID_JSON',
    `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects.`,
  );

/**
 * Whether any number under `value` is not finite: the quick test every request takes, which builds nothing;
 * `nonFiniteFields` then says where.
 */
export function holdsNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_JSON_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNonFinite(item, depth + 1));
  for (const key of Object.keys(value)) {
    if (holdsNonFinite((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/** The dotted paths of numbers under `value` that are not finite (Infinity, NaN), at most a few. */
export function nonFiniteFields(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= 10 || path.length > MAX_JSON_DEPTH) return found;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(path.join('.') || 'non_field_errors');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nonFiniteFields(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nonFiniteFields(item, [...path, key], found);
  }
  return found;
}

export const NON_FINITE_MESSAGE = 'Must be a finite number.';

export function nonFiniteError(fields: string[]): AppError {
  const errors: FieldErrors = Object.fromEntries(
    [...new Set(fields)].map((field) => [field, [NON_FINITE_MESSAGE]]),
  );
  return new AppError(
    400,
    'VALIDATION_ERROR',
    `Please correct the following field${fields.length > 1 ? 's' : ''}: ${[...new Set(fields)].join(', ')}.`,
    errors,
  );
}
