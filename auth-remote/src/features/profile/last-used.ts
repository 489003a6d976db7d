import { formatDate } from '@party/shared-ui';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

/**
 * When a session was last used, as people say it: "Just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago"; a date (en-GB) beyond a week. An instant in the future (a clock ahead of
 * this one) reads as "Just now".
 */
export function lastUsedLabel(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return formatDate(iso);
  const ago = now - time;
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatDate(iso);
}
