import { isSiteUrl, isWebUrl } from './links';

/**
 * The formats the API declares on its form fields (api/src/shared/form-schemas.ts FORM_FORMATS), judged the
 * same way in the browser so that a form refuses exactly what the API would. A contract test
 * (tests/contract/field-formats.test.ts) holds each to the API's answers. `instant` is left out: forms send
 * it from a date-time input, whose value they convert themselves.
 */

const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address by the rule of spec 02 §5. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/** A real calendar day from 1900, YYYY-MM-DD; the date of a whole ISO date-time counts too. */
export function isCalendarDate(value: string): boolean {
  if (value.length > 10 && !DATE_TIME.test(value)) return false;
  const match = DATE_ONLY.exec(value.slice(0, 10));
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The browser's judge of each format a form field may declare. */
export const FIELD_FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  'web-url': isWebUrl,
  'site-url': isSiteUrl,
  'email-address': isEmailAddress,
  'calendar-date': isCalendarDate,
};
