import { describe, expect, it } from 'vitest';
import { injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';

// Addresses the router cannot read, before any route runs: each is answered in the error envelope, with
// nothing of the framework's insides and without echoing the address.

const { app } = await createTestApp();

describe('an address the router cannot read', () => {
  it.each(['/api/news/%FF', '/api/constituencies/%zz/wards', '/api/users/%E0%A4%A/roles'])(
    '%s (a malformed %-encoding) is a 400 in the envelope',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'The address is not valid: it holds a malformed %-encoded character.',
        errors: {},
        code: 'VALIDATION_ERROR',
      });
    },
  );

  it('with an id longer than any id is a 414 in the envelope, for visitors and administrators', async () => {
    const url = `/api/projects/${'x'.repeat(300)}`;
    for (const res of [
      await app.inject({ method: 'GET', url }),
      await injectAs(app, 'admin', { method: 'DELETE', url }),
    ]) {
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({
        success: false,
        message: 'A part of the address is too long.',
        errors: {},
        code: 'VALIDATION_ERROR',
      });
      expect(res.body).not.toContain('xxxxxxxx');
    }
  });
});
