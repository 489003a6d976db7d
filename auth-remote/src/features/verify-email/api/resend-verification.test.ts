import { startSession } from '@party/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { fail, ok, setupTestApi } from '../../../test-utils';
import { resendVerification } from './resend-verification';

const api = setupTestApi();

describe('resendVerification', () => {
  it('sends an address as email and anything else as username, trimmed, with no credentials', async () => {
    startSession({ accessToken: 'stale', refreshToken: 'stale-r', user: null });
    api().on('POST', '/auth/resend-verification', ok(null, 'Sent if it matches.'));

    expect(await resendVerification(' ama@example.org ')).toEqual({
      ok: true,
      message: 'Sent if it matches.',
    });
    expect(await resendVerification('ama')).toEqual({ ok: true, message: 'Sent if it matches.' });

    const bodies = api().requests.map((r) => JSON.parse(r.body ?? 'null') as unknown);
    expect(bodies).toEqual([{ email: 'ama@example.org' }, { username: 'ama' }]);
    expect(api().requests[0]?.headers.authorization).toBeUndefined();
  });

  it('asks for an address before calling', async () => {
    expect(await resendVerification('  ')).toEqual({
      ok: false,
      message: 'Email is required',
      fieldErrors: { email: ['Email is required'] },
    });
    expect(api().requests).toHaveLength(0);
  });

  it('gives the server’s field errors, and its own words for a refusal it may not show', async () => {
    api().on('POST', '/auth/resend-verification', fail(400, 'Invalid input', { email: ['Too long'] }));
    expect(await resendVerification('x@example.org')).toMatchObject({
      ok: false,
      fieldErrors: { email: ['Too long'] },
    });
    api().on('POST', '/auth/resend-verification', fail(429, 'Server words.'));
    const limited = await resendVerification('x@example.org');
    expect(limited).toMatchObject({ ok: false, fieldErrors: {} });
    expect(limited.ok === false && limited.message).toMatch(/^We could not take your request just now\./);
    expect(limited.ok === false && limited.message).not.toContain('Server words.');
  });
});
