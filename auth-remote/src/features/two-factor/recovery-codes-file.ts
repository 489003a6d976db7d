/** What the person saves: the recovery codes as a small text file, and the key grouped for typing. */

/** The text of the recovery-codes file: what they are, for which account, and the codes one a line. */
export function recoveryCodesText(codes: readonly string[], account: string, site: string): string {
  return [
    `Recovery codes for ${account} on ${site}`,
    '',
    'Each code signs you in once, in place of a code from your authenticator app.',
    'Keep them somewhere safe. Making new codes stops these from working.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** A `data:` address of the text, for a download link (no object URL to release). */
export const textFileHref = (text: string): string =>
  `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

/** The key in groups of four, as authenticator apps show it when typed by hand. */
export const groupInFours = (key: string): string =>
  key
    .replace(/\s+/g, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? '';

/** An SVG document as an image address, for an <img> (its scripts, if any, never run there). */
export const svgImageSrc = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
