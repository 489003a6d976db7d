/**
 * The little XML the site's feeds need, written as text: escaping, and the date formats RSS and sitemaps
 * ask for. Non-ASCII text is kept as it is, since every document is declared and sent as UTF-8.
 */

// XML 1.0 cannot hold C0 controls other than tab, line feed and carriage return, lone surrogates, or
// U+FFFE/U+FFFF, even escaped. An administrator can paste one into a title; a feed reader would refuse the
// whole document for it, so they are dropped. (With the u flag a lone surrogate is one unmatched code point.)
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `text` as XML character data or an attribute value (either quote). */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** `<name>text</name>`, the text escaped. */
export const element = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;

/** An RSS 2.0 date (RFC 822, four-digit year), in GMT: `Wed, 25 Nov 2026 02:11:33 GMT`. */
export const rfc822 = (date: Date): string => date.toUTCString();

/** A sitemap's W3C datetime to the second, in UTC: `2026-11-25T02:11:33Z`. */
export const w3cDateTime = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
