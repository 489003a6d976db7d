/**
 * Field rules shared by the content modules (news, projects, About). Like the account fields
 * (users/user-fields.ts), checks run in the services so that every problem is reported at once, keyed by the
 * field name the client sent. Kept beside news, the first content module, because shared/ belongs to the
 * platform; projects and about import it from here.
 */

export { FieldErrorList, textOf } from '../users/user-fields.js';

/** A value that counts as "not given": absent, null or blank text. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Site-relative links to uploaded images (media module); everything else must be absolute http(s). */
const MEDIA_PATH = /^\/api\/media\/[A-Za-z0-9-]+$/;

/**
 * True for an absolute http(s) URL with a host, or the path of an uploaded image (`/api/media/{id}`), which
 * is how the API itself links to pictures it stores.
 */
export function isWebUrl(value: string): boolean {
  if (MEDIA_PATH.test(value)) return true;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The longest URL accepted: plenty for image links, short enough to keep rows small. */
export const URL_MAX_LENGTH = 2048;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?$/;
const ZONED_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** True when year-month-day names a real calendar day (no 30 February). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 9999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * A calendar date as YYYY-MM-DD, or null when invalid. The date of a whole ISO date-time is taken (what a
 * client's `toISOString()` sends); anything else after the date is not a date.
 */
export function parseDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length > 10 && !LOCAL_DATE_TIME.test(trimmed) && !ZONED_DATE_TIME.test(trimmed)) return null;
  const text = trimmed.slice(0, 10);
  const match = DATE_ONLY.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return isCalendarDay(y, m, d) ? text : null;
}

/**
 * An instant from ISO 8601 text: a full timestamp with its offset, a date and time without one (what a
 * `datetime-local` input sends), or a date alone. IMPORTANT: text without an offset is read as UTC, never as
 * the server's local time, so the result does not depend on where the API runs.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = DATE_ONLY.exec(text) ?? LOCAL_DATE_TIME.exec(text) ?? ZONED_DATE_TIME.exec(text);
  if (!match) return null;
  const [y, m, d, hh = 0, mm = 0, ss = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (!isCalendarDay(y!, m!, d!) || hh > 23 || mm > 59 || ss > 59) return null;
  const normalised = DATE_ONLY.test(text)
    ? `${text}T00:00:00Z`
    : ZONED_DATE_TIME.test(text)
      ? text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
      : `${text.replace(' ', 'T')}Z`;
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const iso = (value: Date | string) => new Date(value).toISOString();
