/** True for an absolute http(s) URL, as the forms' image and thumbnail fields accept (spec 02 §5). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
