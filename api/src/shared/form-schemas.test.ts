import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { acceptedBody, formProblems } from '../../test/helpers/form-body.js';
import {
  CalendarDateField,
  ChoiceField,
  ClearableListField,
  EmailField,
  InstantField,
  isSiteUrl,
  ListField,
  normaliseBody,
  OptionalCalendarDateField,
  OptionalChoiceField,
  OptionalEmailField,
  OptionalNumberField,
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

describe('dates, numbers and lists', () => {
  const Plan = Type.Object({
    start: CalendarDateField('Start date'),
    end: OptionalCalendarDateField('End date'),
    budget: OptionalNumberField(
      'Budget',
      { minimum: 0, maximum: 1000 },
      { minimum: 'Budget must be 0 or more', maximum: 'Budget is too large' },
    ),
    people: OptionalNumberField('People', { minimum: 0, integer: true }, { type: 'People must be whole' }),
    tags: ListField('Tags', { maxItems: 2, itemMaxLength: 5 }),
  });

  const problems = (body: Record<string, unknown>) => formProblems(Plan, body);

  it('reads blank as none, number text as numbers and comma-separated text as a list', () => {
    expect(
      acceptedBody(Plan, { start: ' 2025-02-01 ', end: '', budget: '1,000', people: '', tags: ' a, b ,a,' }),
    ).toEqual({ start: '2025-02-01', end: null, budget: 1000, people: null, tags: ['a', 'b'] });
    expect(acceptedBody(Plan, { start: '2025-02-01T10:00:00Z', tags: null })).toEqual({
      start: '2025-02-01T10:00:00Z',
    });
  });

  it('answers the message of each broken rule, on the field itself', () => {
    expect(problems({ end: '2025-02-30', budget: -1, people: 2.5, tags: [{ name: 'a' }] })).toEqual({
      start: ['Start date is required'],
      end: ['End date must be a valid date (YYYY-MM-DD)'],
      budget: ['Budget must be 0 or more'],
      people: ['People must be whole'],
      tags: ['Tags must be a list of text'],
    });
    expect(problems({ start: 'soon', budget: 'a lot', tags: 'a, b, c, toolong' })).toEqual({
      start: ['Start date must be a valid date (YYYY-MM-DD)'],
      budget: ['Budget must be a number'],
      tags: ['Each of the tags must be at most 5 characters', 'Tags can have at most 2 entries'],
    });
    expect(problems({ start: '2025-01-01', budget: 1001, tags: 42 })).toEqual({
      budget: ['Budget is too large'],
      tags: ['Tags must be a list or comma-separated text'],
    });
  });
});

describe('email addresses and passwords', () => {
  const Account = Type.Object({
    email: EmailField(),
    backup: OptionalEmailField('Backup email'),
    password: PasswordField('Password', { minLength: 8, maxLength: 12 }),
    current: PasswordField('Current password'),
  });

  const problems = (body: Record<string, unknown>) => formProblems(Account, body);

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
      current: ['Must be of type string.'],
    });
  });
});

describe('clearable lists and links on this site', () => {
  const Edit = Type.Object({
    tags: ClearableListField('Tags', {
      maxItems: 2,
      itemMaxLength: 5,
      messages: { maxItems: 'At most 2 tags' },
    }),
    link: Type.Optional(Type.String({ format: 'site-url' })),
  });

  it('passes null on as null and reads blank text as the empty list', () => {
    expect(acceptedBody(Edit, { tags: null })).toEqual({ tags: null });
    expect(acceptedBody(Edit, { tags: ' ' })).toEqual({ tags: [] });
    expect(acceptedBody(Edit, { tags: 'a,b,a' })).toEqual({ tags: ['a', 'b'] });
    expect(() => acceptedBody(Edit, { tags: 'a,b,c' })).toThrow('At most 2 tags');
  });

  it.each(['https://example.org/a.jpg', '/images/a.jpg', '/api/media/abc'])('takes the link %s', (link) => {
    expect(acceptedBody(Edit, { link })).toEqual({ link });
  });

  it.each(['javascript:alert(1)', '//evil.example', '/a b.jpg', 'a.jpg'])('refuses the link %s', (link) => {
    expect(isSiteUrl(link)).toBe(false);
    expect(() => acceptedBody(Edit, { link })).toThrow('format');
  });
});

describe('a number whose absence means a default', () => {
  const Days = Type.Object({
    days: Type.Optional(
      Type.Unsafe<number | null>({
        type: ['number', 'null'],
        'x-normalise': ['number-text', 'non-number-null'],
      }),
    ),
  });

  it.each([
    ['30', 30],
    [12.5, 12.5],
    ['abc', null],
    [true, null],
    [{}, null],
    [[], null],
  ])('reads %j as %j', (days, read) => {
    expect(acceptedBody(Days, { days })).toEqual({ days: read });
  });
});

describe('withMessages', () => {
  it('keeps an optional field optional', () => {
    const Form = Type.Object({
      shade: withMessages(OptionalChoiceField('Shade', ['light', 'dark']), { enum: 'Light or dark' }),
    });
    expect(Form.required ?? []).toEqual([]);
    expect(acceptedBody(Form, {})).toEqual({});
    expect(() => acceptedBody(Form, { shade: 'grey' })).toThrow('enum');
  });
});
