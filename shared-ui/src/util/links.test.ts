import { describe, expect, it } from 'vitest';
import { isSiteUrl, isWebUrl } from './links';

describe('isWebUrl', () => {
  it('takes absolute http(s) links with a host and uploaded images', () => {
    expect(isWebUrl('https://images.example/school.jpg')).toBe(true);
    expect(isWebUrl('/api/media/3f1c2b7e-0000-4000-8000-000000000000')).toBe(true);
  });

  it.each([
    'not a url',
    'ftp://files.example.org/a.jpg',
    'javascript:alert(1)',
    'https://',
    '/gallery/a.jpg',
  ])('refuses %j', (link) => expect(isWebUrl(link)).toBe(false));
});

describe('isSiteUrl', () => {
  it('also takes a path on this site, but never another origin or a script', () => {
    expect(isSiteUrl('/gallery/a.jpg')).toBe(true);
    expect(isSiteUrl('https://images.example/a.jpg')).toBe(true);
    expect(isSiteUrl('//evil.example/a.jpg')).toBe(false);
    expect(isSiteUrl('javascript:alert(1)')).toBe(false);
  });
});
