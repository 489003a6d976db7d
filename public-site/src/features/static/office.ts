import { api } from '@party/shared-ui';
import type { SiteSettings } from './api/get-site-settings';

/**
 * Helpers for the office's details, which administrators keep in the back office (Manage Settings) and
 * the pages read from GET /api/site-settings. Any of them may be empty: the pages leave out what is.
 */

/** A tel: link for a phone number as shown ("032 202 4581" → "tel:0322024581"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A mailto: link to the office, with a subject line when given. */
export function officeMailto(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** True when the office has published no way to reach or find it. */
export function hasNoContactDetails(settings: SiteSettings): boolean {
  return (
    !settings.phone &&
    !settings.email &&
    settings.addressLines.length === 0 &&
    settings.openingHours.length === 0
  );
}

/**
 * A file the API serves (`/api/documents/{id}/file`): a path on the API's origin. When the runtime config
 * puts the API on another origin, the path is resolved against it; behind the shell's `/api` proxy it is
 * used as it is.
 */
export function apiFileUrl(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (!/^https?:\/\//i.test(api.baseUrl)) return path;
  return new URL(path, api.baseUrl).href;
}
