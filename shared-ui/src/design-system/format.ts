/**
 * Display formatting shared by every frontend: dates in en-GB (the spec: "Dates in en-GB short format"),
 * money in Ghana cedis. Each helper returns `fallback` ('—' by default) for null, empty or invalid input,
 * so a table cell never shows "Invalid Date" or "NaN".
 */

export const FALLBACK = '—';

export type DateInput = string | number | Date | null | undefined;
export type NumberInput = number | string | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formatters are made on first use, not when the module loads: each Intl constructor loads locale data,
 * and every page of the site loads this module before its first paint.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const longDateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const shortDate = once(() => new Intl.DateTimeFormat('en-GB'));
const shortDateUtc = once(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }));
const longDate = once(() => new Intl.DateTimeFormat('en-GB', longDateOptions));
const longDateUtc = once(() => new Intl.DateTimeFormat('en-GB', { ...longDateOptions, timeZone: 'UTC' }));
// "GHS 1,234.50": the currency as the spec names it (spec 01 §9), the same in every browser's ICU.
const money = once(
  () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GHS', currencyDisplay: 'code' }),
);

/**
 * A date-only string ("2026-11-22", as the API sends dates of birth or tenure) is a calendar day, not an
 * instant: it is formatted in UTC so it shows the same day in every time zone. Anything else is an
 * instant and is shown in the reader's time zone.
 */
function toDate(value: DateInput): { date: Date; calendarDay: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  const calendarDay = typeof value === 'string' && DATE_ONLY.test(value.trim());
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.trim() : value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay };
}

/** 22/11/2026. */
export function formatDate(value: DateInput, fallback: string = FALLBACK): string {
  const parsed = toDate(value);
  if (!parsed) return fallback;
  return (parsed.calendarDay ? shortDateUtc : shortDate)().format(parsed.date);
}

/** 22 November 2026. */
export function formatDateLong(value: DateInput, fallback: string = FALLBACK): string {
  const parsed = toDate(value);
  if (!parsed) return fallback;
  return (parsed.calendarDay ? longDateUtc : longDate)().format(parsed.date);
}

function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  // Strings are accepted because PostgreSQL numeric columns (budgets) arrive as strings.
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** GHS 1,234.50 (always two decimals). */
export function formatMoney(amount: NumberInput, fallback: string = FALLBACK): string {
  const number = toNumber(amount);
  return number === null ? fallback : money().format(number);
}

/** 1,234,567 (grouped, en-GB). `options` are Intl.NumberFormat options, e.g. `{ maximumFractionDigits: 1 }`. */
export function formatNumber(
  value: NumberInput,
  options?: Intl.NumberFormatOptions,
  fallback: string = FALLBACK,
): string {
  const number = toNumber(value);
  if (number === null) return fallback;
  return new Intl.NumberFormat('en-GB', options).format(number);
}
