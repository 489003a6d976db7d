import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorMessage,
  fieldErrors,
  isTwoFactorRequired,
  nonFieldErrors,
  retryAfterSeconds,
} from './api-error';

describe('fieldErrors', () => {
  it('reads the object form, accepting a single string per field', () => {
    const error = ApiError.fromServer(400, {
      success: false,
      message: 'Invalid',
      errors: { username: ['Taken.'], email: 'Invalid email format', non_field_errors: ['Try again.'] },
    });
    expect(fieldErrors(error)).toEqual({
      username: ['Taken.'],
      email: ['Invalid email format'],
      non_field_errors: ['Try again.'],
    });
    expect(nonFieldErrors(error)).toEqual(['Try again.']);
  });

  it('reads a list of field/message pairs, grouping by field', () => {
    const errors = [
      { field: 'password', message: 'Too short.' },
      { field: 'password', message: 'Needs a digit.' },
      { message: 'Something else.' },
    ];
    expect(fieldErrors({ success: false, message: 'x', errors })).toEqual({
      password: ['Too short.', 'Needs a digit.'],
      non_field_errors: ['Something else.'],
    });
    expect(fieldErrors(errors).password).toHaveLength(2);
  });

  it('gives nothing for errors that are not API failures', () => {
    expect(fieldErrors(new Error('boom'))).toEqual({});
    expect(fieldErrors(undefined)).toEqual({});
    expect(nonFieldErrors(null)).toEqual([]);
  });
});

describe('errorMessage', () => {
  it('prefers the server message, else the network text, else the fallback', () => {
    expect(errorMessage(ApiError.fromServer(400, { message: 'Bad invite.' }), 'Registration failed')).toBe(
      'Bad invite.',
    );
    expect(errorMessage(ApiError.fromServer(500, {}), 'Registration failed')).toBe('Registration failed');
    expect(errorMessage(ApiError.synthesised(0, 'Network down', 'network'), 'X')).toBe('Network down');
    expect(errorMessage(new Error('boom'), 'X')).toBe('X');
  });

  it('says a 403 is for want of a role and a 429 how long to wait, never in the server’s words', () => {
    const forbidden = ApiError.fromServer(403, {
      message: 'You need super administrator access to do this.',
    });
    const limited = () =>
      ApiError.fromServer(429, { message: 'Too many requests. Please try again in 60 seconds.' });
    expect(errorMessage(forbidden, 'Failed to delete user')).toBe(
      'Failed to delete user. Your account does not have the role this needs.',
    );
    expect(errorMessage(limited().withRetryAfter(42), 'Login failed')).toBe(
      'Login failed. Too many requests: please wait 42 seconds and try again.',
    );
    expect(errorMessage(limited().withRetryAfter(61), 'Failed to save project')).toBe(
      'Failed to save project. Too many requests: please wait 2 minutes and try again.',
    );
    expect(errorMessage(limited(), 'Failed to load wards.')).toBe(
      'Failed to load wards. Too many requests: please wait a moment and try again.',
    );
  });

  it('says when the back office waits for two-factor sign-in to be set up, not that a role is missing', () => {
    const refused = ApiError.fromServer(403, {
      message: 'The site requires administrators to use two-factor sign-in.',
      code: 'TWO_FACTOR_REQUIRED',
      errors: {},
    });
    expect(isTwoFactorRequired(refused)).toBe(true);
    expect(isTwoFactorRequired(ApiError.fromServer(403, { message: 'No.', code: 'FORBIDDEN' }))).toBe(false);
    expect(errorMessage(refused, 'Failed to save project')).toBe(
      'Failed to save project. Administrators must use two-factor sign-in: set it up on your profile page.',
    );
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('Thu, 26 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
