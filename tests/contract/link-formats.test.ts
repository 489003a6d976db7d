import { FORM_FORMATS } from '@party/api/form-formats';
import { isSiteUrl, isWebUrl } from '@party/shared-ui/links';
import { describe, expect, it } from 'vitest';

// The admin forms check links before sending them (shared-ui's links.ts); the API checks them again with
// its `web-url` and `site-url` formats. Both must give the same answer, or a form would refuse what the API
// takes (an uploaded image's /api/media/{id}) or send what it refuses.

const LINKS = [
  'https://example.org/a.jpg',
  'http://example.org',
  'HTTPS://EXAMPLE.ORG/x',
  '/api/media/3f1c2b7e-0000-4000-8000-000000000000',
  '/api/media/',
  '/gallery/photo.jpg',
  '//evil.example/x',
  '/with space',
  '/back\\slash',
  'ftp://files.example.org/a.jpg',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'https://',
  'not a url',
  'example.org/a.jpg',
  'https://exa mple.org',
  '',
];

describe('link rules', () => {
  it.each(LINKS)('judge %j alike in the admin forms and the API', (link) => {
    expect(isWebUrl(link)).toBe(FORM_FORMATS['web-url'](link));
    expect(isSiteUrl(link)).toBe(FORM_FORMATS['site-url'](link));
  });
});
