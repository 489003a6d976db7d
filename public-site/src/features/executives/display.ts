import { api } from '@party/shared-ui';

/**
 * The API sends pictures as `/api/media/{id}`: a path on the API's origin. When the runtime config puts the
 * API on another origin (an absolute `apiBaseUrl`), the path is resolved against it; behind the shell's
 * `/api` proxy it is used as it is.
 */
export function pictureUrl(picture: string): string {
  if (!picture.startsWith('/') || picture.startsWith('//')) return picture;
  if (!/^https?:\/\//i.test(api.baseUrl)) return picture;
  return new URL(picture, api.baseUrl).href;
}

/** "Kwame Asante Mensah" → "KM"; one name → its first letter; nothing usable → "?". */
export function initials(fullName: string): string {
  const words = fullName
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase('en-GB') ?? '';
  return `${letter(first)}${last === undefined ? '' : letter(last)}`;
}

/** Picks one of `count` placeholder tints from the name, so a person keeps the same colour everywhere. */
export function tintOf(fullName: string, count: number): number {
  let hash = 0;
  for (const char of fullName) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 997;
  return hash % count;
}

/** `tel:` wants the digits (and a leading +) only: "032 202 4581" → "tel:0322024581". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "1 ward", "5 wards", "No wards". */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  if (count === 0) return `No ${plural}`;
  return `${String(count)} ${count === 1 ? singular : plural}`;
}

/** "Ahodwo" → "Ahodwo Ward"; a name that already says "Ward" is kept as it is. */
export function wardTitle(wardName: string): string {
  return /\bward$/i.test(wardName.trim()) ? wardName.trim() : `${wardName.trim()} Ward`;
}
