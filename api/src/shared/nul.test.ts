import { describe, expect, it } from 'vitest';
import {
  holdsUnstorableText,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
  unstorableText,
  unstorableTextError,
} from './nul.js';

describe('unstorableText', () => {
  it('accepts ordinary text, emoji (whole surrogate pairs) included', () => {
    expect(unstorableText({ title: 'Akwaaba 🇬🇭', tags: ['é', '漢字'] })).toEqual([]);
  });

  it('names NUL and lone surrogates by path, in values and keys', () => {
    expect(
      unstorableText({
        title: 'a\u0000',
        data: { items: [{ name: 'x\ud800' }, { name: '\udc00y' }], ['k\udbff']: 1 },
      }),
    ).toEqual([
      ['title', NUL_MESSAGE],
      ['data.items.0.name', SURROGATE_MESSAGE],
      ['data.items.1.name', SURROGATE_MESSAGE],
      ['data', SURROGATE_MESSAGE],
    ]);
  });

  it('reports fields named like Object properties', () => {
    const problems = unstorableText({ constructor: 'a\u0000', __proto__: 'b\ud800' });
    expect(unstorableTextError(problems).errors).toEqual({ constructor: [NUL_MESSAGE] });
  });

  it('finds a pair written in the wrong order', () => {
    expect(unstorableText('\udfff\ud800')).toEqual([['non_field_errors', SURROGATE_MESSAGE]]);
  });
});

describe('holdsUnstorableText', () => {
  const values: unknown[] = [
    { title: 'Akwaaba 🇬🇭', tags: ['é', '漢字'], page: 2, draft: null },
    { title: 'a\u0000' },
    { data: { items: [{ name: 'ok' }, { name: '\udc00y' }] } },
    { ['k\udbff']: 1 },
    '\udfff\ud800',
    ['fine', ['also fine', 'x\u0000']],
    Object.assign(Object.create(null) as object, { search: 'NDC' }),
    undefined,
    42,
  ];

  it('says yes exactly where unstorableText finds something', () => {
    for (const value of values) {
      expect(holdsUnstorableText(value)).toBe(unstorableText(value).length > 0);
    }
  });
});
