import { ApiError, NETWORK_ERROR_MESSAGE } from '@party/shared-ui';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './refusal';

/** An error as the API client makes it from an error answer. */
const refused = (status: number, message: string, errors: Record<string, string[]> = {}) =>
  new ApiError(status, { success: false, message, errors }, 'http', message || undefined);

describe('refusalOf', () => {
  it('keeps the server message and field errors', () => {
    expect(
      refusalOf(refused(400, 'Please correct the highlighted fields.', { a: ['Bad.'] }), 'X failed'),
    ).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: { a: ['Bad.'] },
    });
  });

  it('gives the fallback when the server said nothing, and the network message when no answer came', () => {
    expect(refusalOf(refused(500, ''), 'X failed')).toEqual({ message: 'X failed', fieldErrors: {} });
    expect(refusalOf(new Error('boom'), 'X failed')).toEqual({ message: 'X failed', fieldErrors: {} });
    expect(refusalOf(ApiError.synthesised(0, NETWORK_ERROR_MESSAGE, 'network'), 'X failed')).toEqual({
      message: NETWORK_ERROR_MESSAGE,
      fieldErrors: {},
    });
  });

  it.each([
    [403, 'X failed. Your account does not have the role this needs.'],
    [429, 'X failed. Too many requests: please wait a moment and try again.'],
  ])('shows neither the words nor the field errors of a %i, but why in its own', (status, message) => {
    expect(refusalOf(refused(status, 'Slow down.', { a: ['Bad.'] }), 'X failed')).toEqual({
      message,
      fieldErrors: {},
    });
  });
});
