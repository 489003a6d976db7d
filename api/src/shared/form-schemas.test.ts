import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { acceptedBody } from '../../test/helpers/form-body.js';
import { validationReport } from '../plugins/errors.js';
import {
  ChoiceField,
  EmailField,
  InstantField,
  normaliseBody,
  OptionalChoiceField,
  OptionalEmailField,
  OptionalTextField,
  PasswordField,
  TextField,
  WebUrlField,
  withMessages,
} from './form-schemas.js';

const Form = Type.Object({
  title: TextField('Title', 10),
  note: OptionalTextField('Note', 5),
  kind: ChoiceField('Kind', ['red', 'blue']),
  shade: OptionalChoiceField('Shade', ['light', 'dark']),
  link: WebUrlField('Link'),
  at: InstantField('Date', 'When.'),
  count: Type.Optional(
    withMessages(Type.Integer({ minimum: 0 }), { minimum: 'Count must be 0 or more' }, ['number-text']),
  ),
  tags: Type.Optional(Type.Array(Type.String(), { [`x-normalise`]: ['list-text', 'unique-trimmed'] })),
});

describe('normaliseBody', () => {
  it('tidies annotated fields only, as declared', () => {
    const body: Record<string, unknown> = {
      title: '  Hello  ',
      note: '   ',
      kind: ' RED ',
      shade: '',
      link: '',
      at: ' ',
      count: '1,250',
      tags: ' a, b ,a,, ',
      other: '  kept  ',
    };
    normaliseBody(Form, body);
    expect(body).toEqual({
      title: 'Hello',
      note: null,
      kind: 'red',
      shade: null,
      link: null,
      count: 1250,
      tags: ['a', 'b'],
      other: '  kept  ',
    });
  });

  it('leaves a value it cannot read as it is, for validation to refuse', () => {
    const body: Record<string, unknown> = { count: 'many', tags: 7, title: 12 };
    normaliseBody(Form, body);
    expect(body).toEqual({ count: 'many', tags: 7, title: 12 });
  });

  it('ignores bodies that are not objects', () => {
    expect(() => normaliseBody(Form, 'text')).not.toThrow();
    expect(() => normaliseBody(Form, null)).not.toThrow();
  });
});

describe('form fields validate as a route does', () => {
  const valid = { title: 'Hi', kind: 'Blue', at: '2025-04-01T10:15' };

  it('accepts a tidy body and fills optional ones with null', () => {
    expect(acceptedBody(Form, { ...valid, link: '/api/media/abc-1', shade: 'DARK' })).toEqual({
      ...valid,
      kind: 'blue',
      link: '/api/media/abc-1',
      shade: 'dark',
    });
  });

  it.each([
    [{ title: '   ' }, 'minLength'],
    [{ title: 'x'.repeat(11) }, 'maxLength'],
    [{ kind: 'green' }, 'enum'],
    [{ link: 'ftp://example.org/a.png' }, 'format'],
    [{ at: '2025-02-30' }, 'format'],
    [{ count: -1 }, 'minimum'],
  ])('refuses %j', (change, keyword) => {
    expect(() => acceptedBody(Form, { ...valid, ...change })).toThrow(keyword);
  });
});

describe('email addresses and passwords', () => {
  const Account = Type.Object({
    email: EmailField(),
    backup: OptionalEmailField('Backup email'),
    password: PasswordField('Password', { minLength: 8, maxLength: 12 }),
    current: PasswordField('Current password'),
  });

  function problems(body: Record<string, unknown>) {
    try {
      acceptedBody(Account, body);
      return {};
    } catch (error) {
      const issues = JSON.parse((error as Error).message.replace(/^Refused: /, '')) as Parameters<
        typeof validationReport
      >[0];
      return validationReport(issues).errors;
    }
  }

  it('trims addresses and keeps passwords exactly as typed', () => {
    expect(
      acceptedBody(Account, {
        email: ' Ama@Example.org ',
        backup: ' ',
        password: ' secret  1 ',
        current: ' ',
      }),
    ).toEqual({ email: 'Ama@Example.org', backup: null, password: ' secret  1 ', current: ' ' });
  });

  it('answers each rule with its own message', () => {
    expect(problems({ email: '  ', backup: 'nope@', password: '', current: null })).toEqual({
      email: ['Email is required'],
      backup: ['Invalid email format'],
      password: ['Password is required'],
      current: ['Current password is required'],
    });
    expect(problems({ email: `${'a'.repeat(250)}@example.org`, password: 'short', current: 'x' })).toEqual({
      email: ['Invalid email format'],
      password: ['Password must be at least 8 characters'],
    });
    expect(problems({ email: 'a@b', password: 'x'.repeat(13), current: 7 })).toEqual({
      email: ['Invalid email format'],
      password: ['Password must be at most 12 characters'],
      current: ['Current password is required'],
    });
  });
});
