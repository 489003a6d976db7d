import { describe, expect, it } from 'vitest';
import { EXECUTIVE_RULES, executiveFields } from './executive-form';
import {
  BRANCH_FIELDS,
  BRANCH_RULES,
  CONSTITUENCY_FIELDS,
  CONSTITUENCY_RULES,
  validateRecord,
  WARD_FIELDS,
  WARD_RULES,
} from './record-form';

// The organisation forms check lengths and formats by the API's declared rules, in its words.

const CONSTITUENCY = {
  constituency_name: 'Asokwa',
  office_location: 'Asokwa Road',
  phone_number: '+233 24 000 0001',
  email: 'asokwa@example.org',
};

describe('validateRecord', () => {
  it('accepts a complete form, and asks for each required field left blank', () => {
    expect(validateRecord(CONSTITUENCY_RULES, CONSTITUENCY_FIELDS, CONSTITUENCY)).toEqual({});
    expect(validateRecord(WARD_RULES, WARD_FIELDS, { ward_name: ' ', office_location: '' })).toEqual({
      ward_name: ['Ward name is required'],
      office_location: ['Office location is required'],
    });
    expect(validateRecord(BRANCH_RULES, BRANCH_FIELDS, { branch_name: 'Zongo' })).toEqual({});
  });

  it('refuses a text longer than the API takes, with its message', () => {
    expect(
      validateRecord(CONSTITUENCY_RULES, CONSTITUENCY_FIELDS, {
        ...CONSTITUENCY,
        constituency_name: 'x'.repeat(201),
        office_location: ` ${'y'.repeat(200)} `,
      }),
    ).toEqual({ constituency_name: ['Constituency name must be at most 200 characters'] });
    expect(
      validateRecord(BRANCH_RULES, BRANCH_FIELDS, { branch_name: 'Zongo', phone_number: '1'.repeat(41) }),
    ).toEqual({ phone_number: ['Phone number must be at most 40 characters'] });
  });

  it('checks email and phone formats with the API’s messages, on optional fields only when filled', () => {
    expect(
      validateRecord(WARD_RULES, WARD_FIELDS, {
        ward_name: 'Ahodwo',
        office_location: 'Junction',
        phone_number: 'call me',
        email: 'ahodwo@',
      }),
    ).toEqual({ phone_number: ['Enter a valid phone number'], email: ['Invalid email format'] });
    // Seven to fifteen digits, with the usual separators.
    const phone = (phone_number: string) =>
      validateRecord(BRANCH_RULES, BRANCH_FIELDS, { branch_name: 'Zongo', phone_number });
    expect(phone('(030) 222-1234')).toEqual({});
    expect(phone('123 456')).toEqual({ phone_number: ['Enter a valid phone number'] });
    expect(phone('+1234567890123456')).toEqual({ phone_number: ['Enter a valid phone number'] });
    expect(validateRecord(BRANCH_RULES, BRANCH_FIELDS, { branch_name: 'Zongo', email: '  ' })).toEqual({});
  });

  it('checks an executive’s dates, phone and email by the rules of its body', () => {
    const fields = executiveFields('branch');
    const base = { full_name: 'Yaw', position_held: 'Organiser' };
    expect(validateRecord(EXECUTIVE_RULES, fields, base)).toEqual({});
    expect(
      validateRecord(EXECUTIVE_RULES, fields, {
        ...base,
        full_name: 'x'.repeat(201),
        date_of_birth: '1970-02-30',
        date_of_end_of_tenure: '01/02/2024',
        phone_number: 'none',
        email: 'yaw',
      }),
    ).toEqual({
      full_name: ['Full name must be at most 200 characters'],
      date_of_birth: ['Enter a valid date (YYYY-MM-DD)'],
      date_of_end_of_tenure: ['Enter a valid date (YYYY-MM-DD)'],
      phone_number: ['Enter a valid phone number'],
      email: ['Invalid email format'],
    });
    expect(validateRecord(EXECUTIVE_RULES, executiveFields('ward'), base)).toEqual({
      date_of_assumption_of_office: ['Date of assumption of office is required'],
    });
  });
});
