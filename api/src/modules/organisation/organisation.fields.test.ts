import { describe, expect, it } from 'vitest';
import { FormFields } from '../../shared/images.js';
import { consentFromText, NO_CONSENT, readConsents } from './organisation.fields.js';

const form = (values: Record<string, unknown>) => new FormFields(Object.entries(values));

describe("an executive's consents", () => {
  it('reads a form field\'s "true" and "false", a blank one as not sent, and passes anything else on', () => {
    expect(consentFromText('true')).toBe(true);
    expect(consentFromText(' FALSE ')).toBe(false);
    expect(consentFromText('  ')).toBeUndefined();
    expect(consentFromText('yes')).toBe('yes');
    expect(consentFromText(true)).toBe(true);
  });

  it('starts a new executive with no consent, and keeps on update what the form does not send', () => {
    expect(readConsents(form({}), undefined)).toEqual(NO_CONSENT);
    expect(readConsents(form({ emailPublic: true }), undefined)).toEqual({
      ...NO_CONSENT,
      email_public: true,
    });
    const current = { phone_number_public: true, email_public: true, date_of_birth_public: false };
    expect(readConsents(form({ phone_number_public: false }), current)).toEqual({
      phone_number_public: false,
      email_public: true,
      date_of_birth_public: false,
    });
    // A value the schema refused is reported elsewhere; it never counts as consent.
    expect(readConsents(form({ date_of_birth_public: 'yes' }), current)).toEqual(current);
  });
});
