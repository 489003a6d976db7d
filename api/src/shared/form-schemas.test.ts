import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { acceptedBody } from '../../test/helpers/form-body.js';
import {
  ChoiceField,
  InstantField,
  normaliseBody,
  OptionalChoiceField,
  OptionalTextField,
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
