/**
 * The link rules of the forms (spec 02 §5), the same as the API's `web-url` and `site-url` formats
 * (api/src/shared/fields.ts, form-schemas.ts); a contract test holds the two to the same answers.
 */

/** The path at which the API serves an uploaded image. */
const MEDIA_PATH = /^\/api\/media\/[A-Za-z0-9-]+$/;

const isHttp = (value: string, needsHost: boolean): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (!needsHost || url.hostname !== '');
  } catch {
    return false;
  }
};

/** An image or page link: an absolute http(s) URL with a host, or an uploaded image (`/api/media/{id}`). */
export function isWebUrl(value: string): boolean {
  if (MEDIA_PATH.test(value)) return true;
  return !/\s/.test(value) && isHttp(value, true);
}

/** A link on or off this site: an absolute http(s) URL, or a path here; nothing a browser would run. */
export function isSiteUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value)) return true;
  return isHttp(value, false);
}
