import { AppError, type FieldErrors } from './errors.js';

/**
 * Text PostgreSQL cannot store: the NUL character (U+0000), which text columns refuse, and a lone half of a
 * UTF-16 surrogate pair (JSON lets a client write `"\ud800"`), which json columns refuse. A value carrying
 * either would fail deep inside a query as a server error, so requests holding one are refused with a 400
 * naming the field: JSON bodies, query strings and path parameters by plugins/text-guard.ts, multipart
 * fields where they are read (shared/multipart.ts; bytes decoded as UTF-8 cannot hold a lone surrogate).
 */

export const NUL_MESSAGE = 'Must not contain the NUL character.';
export const SURROGATE_MESSAGE =
  'Must be valid Unicode text: it holds half of a character (a lone surrogate).';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (UTF-16 code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function problemOf(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

/** A field path and what is wrong with its text. */
export type TextProblem = [field: string, message: string];

/**
 * Whether any string or key under `value` is one PostgreSQL could not store: the quick test every request
 * takes, which builds nothing; `unstorableText` then says where.
 */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return problemOf(value) !== undefined;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  for (const key of Object.keys(value)) {
    if (problemOf(key) !== undefined || holdsUnstorableText((value as Record<string, unknown>)[key])) {
      return true;
    }
  }
  return false;
}

/** Every string (or key) under `value` that PostgreSQL could not store, by dotted path, at most a few. */
export function unstorableText(
  value: unknown,
  path: string[] = [],
  found: TextProblem[] = [],
): TextProblem[] {
  if (found.length >= 10) return found;
  if (typeof value === 'string') {
    const problem = problemOf(value);
    if (problem) found.push([path.join('.') || 'non_field_errors', problem]);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableText(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A bad key is reported on the object that holds it; the key itself cannot be echoed.
      const problem = problemOf(key);
      if (problem) found.push([path.join('.') || 'non_field_errors', problem]);
      else unstorableText(item, [...path, key], found);
    }
  }
  return found;
}

export function unstorableTextError(problems: TextProblem[]): AppError {
  // A Map, not an object: a query parameter may be called `constructor` or `__proto__`.
  const byField = new Map<string, string[]>();
  for (const [field, message] of problems) {
    const messages = byField.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byField.set(field, messages);
  }
  const errors: FieldErrors = Object.fromEntries(byField);
  const nul = problems.some(([, message]) => message === NUL_MESSAGE);
  return new AppError(
    400,
    'VALIDATION_ERROR',
    nul ? 'The request contains the NUL character.' : 'The request contains text that is not valid Unicode.',
    errors,
  );
}

/** The 400 for multipart fields holding NUL. */
export function nulError(fields: string[]): AppError {
  return unstorableTextError(fields.map((field) => [field, NUL_MESSAGE]));
}
