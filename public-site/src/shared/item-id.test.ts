import { ApiError } from '@party/shared-ui';
import { describe, expect, it } from 'vitest';
import { isItemId, isNotFound } from './item-id';

describe('isItemId', () => {
  it('takes a UUID in either case', () => {
    expect(isItemId('11111111-1111-4111-8111-111111111111')).toBe(true);
    expect(isItemId('ABCDEF01-2345-4789-8abc-DEF012345678')).toBe(true);
  });

  it.each([
    undefined,
    '',
    'a1',
    '11111111-1111-4111-8111-11111111111',
    '11111111-1111-4111-8111-111111111111x',
  ])('refuses %j', (id) => expect(isItemId(id)).toBe(false));
});

describe('isNotFound', () => {
  const error = (status: number) => new ApiError(status, { success: false, message: 'No.', errors: {} });

  it('reads 404 and 400 as "no such item"', () => {
    expect(isNotFound(error(404))).toBe(true);
    expect(isNotFound(error(400))).toBe(true);
  });

  it('leaves other failures to be tried again', () => {
    expect(isNotFound(error(500))).toBe(false);
    expect(isNotFound(error(0))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});
