import { FORM_FORMATS } from '@party/api/form-formats';
import { FIELD_FORMATS } from '@party/shared-ui/field-formats';
import { FORM_RULES } from '@party/shared-ui/api-contract';
import { describe, expect, it } from 'vitest';

// The admin forms judge email addresses, calendar dates and links before sending them (shared-ui's
// field-formats.ts, through checkFormText); the API judges them again with its formats. Both must give the
// same answer, or a form would refuse what the API takes or send what it refuses.

const SAMPLES: Record<string, readonly string[]> = {
  'email-address': [
    'ama@example.org',
    'a.b+c@sub.example.co.uk',
    'ama@example',
    'ama@@example.org',
    'ama @example.org',
    '@example.org',
    'ama@.org',
    `${'a'.repeat(245)}@example.org`,
    `${'a'.repeat(240)}@example.org`,
    '',
  ],
  'calendar-date': [
    '2024-02-29',
    '2023-02-29',
    '1899-12-31',
    '1900-01-01',
    '2026-13-01',
    '2026-04-31',
    '2026-4-1',
    '2026-04-01T10:30:00Z',
    '2026-04-01T10:30:00.123+01:00',
    '2026-04-01T10:30',
    '2026-04-01 junk',
    '01/04/2026',
    '',
  ],
  'web-url': ['https://example.org/a.jpg', '/api/media/3f1c2b7e', 'ftp://x.org', 'not a url', ''],
  'site-url': ['/about', 'https://example.org', '//evil.example', 'javascript:alert(1)', ''],
};

describe('field formats', () => {
  it('judges every format a form field declares', () => {
    const declared = new Set<string>();
    for (const fields of Object.values(FORM_RULES)) {
      for (const rule of Object.values(fields) as { format?: string }[]) {
        if (rule.format && rule.format !== 'instant') declared.add(rule.format);
      }
    }
    expect([...declared].filter((format) => !(format in FIELD_FORMATS))).toEqual([]);
    expect(declared.size).toBeGreaterThan(0);
  });

  for (const [format, samples] of Object.entries(SAMPLES)) {
    it.each(samples)(`judges %j alike in the forms and the API (${format})`, (sample) => {
      const api = FORM_FORMATS[format as keyof typeof FORM_FORMATS];
      expect(FIELD_FORMATS[format]!(sample)).toBe(api(sample));
    });
  }
});
