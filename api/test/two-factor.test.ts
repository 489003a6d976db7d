import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import {
  bearer,
  createUser,
  DEFAULT_PASSWORD,
  sessionFor,
  type Role,
  type TestUser,
} from './helpers/accounts.js';
import { createTestApp, expectValidationError, testConfig } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';
import { totpCode } from './helpers/two-factor.js';

// Two-factor sign-in (TOTP, RFC 6238): set-up from the profile, sign-in with a code after the password,
// recovery codes, single use and attempt limits, and the super administrator's policy for administrators.
// Codes are made here with the otpauth library from the key the set-up answers, as an authenticator app
// would. The clock of this process is held still (only Date is faked) and moved a step at a time, since a
// code of a step is accepted once and only around its own time.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' } });

const STEP_MS = 30_000;
// The middle of a step, so a code made here is never at a step's edge.
vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2 });
afterAll(() => {
  vi.useRealTimers();
});
/** Moves the clock to the next step: the authenticator app shows a new code. */
const nextStep = () => vi.setSystemTime(Date.now() + STEP_MS);

interface Setup {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
  issuer: string;
  label: string;
}

interface Status {
  enabled: boolean;
  pending: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
}

interface Challenge {
  twoFactorRequired: true;
  challenge: string;
  expiresAt: string;
}

interface Session {
  token: string;
  refreshToken: string;
  user: { id: string; username: string };
}

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

const status = async (token: string) => {
  const res = await as(token, 'GET', '/api/users/profile/two-factor');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Status }>().data;
};

const setUp = async (token: string) => {
  const res = await as(token, 'POST', '/api/users/profile/two-factor/setup');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Setup }>().data;
};

const enable = (token: string, code: string) =>
  as(token, 'POST', '/api/users/profile/two-factor/enable', { code });

/** An account with two-factor sign-in on: its key, recovery codes and a session of its own. */
async function enrolled(roles: Role[] = ['member']) {
  const user = await createUser(app, { roles });
  const { token } = await sessionFor(app, user.id);
  const { secret } = await setUp(token);
  const res = await enable(token, totpCode(secret));
  expect(res.statusCode, res.body).toBe(200);
  const { recoveryCodes } = res.json<{ data: { recoveryCodes: string[] } }>().data;
  nextStep();
  return { user, token, secret, recoveryCodes };
}

const login = (user: TestUser, password = user.password) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password } });

async function challengeFor(user: TestUser): Promise<string> {
  const res = await login(user);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<{ data: Challenge & Record<string, unknown> }>().data;
  expect(data.twoFactorRequired).toBe(true);
  return data.challenge;
}

const answer = (challenge: string, proof: { code?: string; recoveryCode?: string }) =>
  app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, ...proof } });

const signedIn = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Session }>().data;
};

const failuresOf = async (target: FastifyInstance, userId: string) =>
  (await target.rateLimitCounters.peek(`sign-in:failures:user:${userId}`)).count;

describe('setting up two-factor sign-in from the profile', () => {
  it('starts off, gives a key as a QR code and as text, and turns on with the app’s code', async () => {
    const user = await createUser(app);
    const { token } = await sessionFor(app, user.id);
    expect(await status(token)).toEqual({
      enabled: false,
      pending: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const setup = await setUp(token);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.label).toBe(user.username);
    expect(setup.issuer).toBe('Constituency Branch');
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toBe('Constituency Branch');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(setup.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await status(token)).toMatchObject({ enabled: false, pending: true });

    // The key is stored sealed, never as it was given out.
    const stored = await app.db
      .selectFrom('user_two_factor')
      .select(['secret', 'enabled_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(setup.secret);
    expect(stored.enabled_at).toBeNull();

    // Sign-in does not ask for a code until the set-up is finished.
    expect(signedIn(await login(user)).token).toBeTruthy();

    const wrong = totpCode(setup.secret, Date.now() - 10 * STEP_MS);
    expect(expectValidationError(await enable(token, wrong), 'code')[0]).toMatch(/not right/);
    expectValidationError(await enable(token, 'twelve'), 'code');

    const res = await enable(token, ` ${totpCode(setup.secret).replace(/^(\d{3})/, '$1 ')} `);
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const now = await status(token);
    expect(now).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect(now.enabledAt).not.toBeNull();
    // Recovery codes are kept only as hashes.
    const hashes = await app.db
      .selectFrom('user_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((code) => code.replace(/-/g, ''))).not.toContain(code_hash);
    }
  });

  it('names the office as the issuer when the site has one', async () => {
    await app.db.updateTable('site_settings').set({ office_name: 'Asokwa Constituency Office' }).execute();
    try {
      const user = await createUser(app);
      const { token } = await sessionFor(app, user.id);
      const setup = await setUp(token);
      expect(setup.issuer).toBe('Asokwa Constituency Office');
      expect(new URL(setup.otpauthUri).searchParams.get('issuer')).toBe('Asokwa Constituency Office');
    } finally {
      await app.db.updateTable('site_settings').set({ office_name: '' }).execute();
    }
  });

  it('replaces a set-up still waiting, and refuses a second one once it is on', async () => {
    const user = await createUser(app);
    const { token } = await sessionFor(app, user.id);
    const first = await setUp(token);
    const second = await setUp(token);
    expect(second.secret).not.toBe(first.secret);
    // The first key no longer works.
    expectValidationError(await enable(token, totpCode(first.secret)), 'code');
    expect((await enable(token, totpCode(second.secret))).statusCode).toBe(200);
    const again = await as(token, 'POST', '/api/users/profile/two-factor/setup');
    expect(again.statusCode).toBe(409);
    expect((await enable(token, totpCode(second.secret))).statusCode).toBe(409);
  });

  it('refuses to turn on without a set-up waiting', async () => {
    const user = await createUser(app);
    const { token } = await sessionFor(app, user.id);
    expect((await enable(token, '123456')).statusCode).toBe(409);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/profile/two-factor' })).statusCode).toBe(401);
    const setup = await app.inject({ method: 'POST', url: '/api/users/profile/two-factor/setup' });
    expect(setup.statusCode).toBe(401);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the password, then starts a session like any other', async () => {
    const { user, secret } = await enrolled();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
      payload: { username: user.email, password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json<{ data: Record<string, unknown>; message: string }>();
    expect(first.data).toEqual({
      twoFactorRequired: true,
      challenge: expect.any(String) as unknown,
      expiresAt: expect.any(String) as unknown,
    });
    expect(first.data).not.toHaveProperty('token');
    expect(first.message).toMatch(/authenticator app/);
    const expiresIn = new Date(first.data.expiresAt as string).getTime() - Date.now();
    expect(Math.abs(expiresIn - 5 * 60_000)).toBeLessThan(60_000);

    const wrong = await answer(first.data.challenge as string, {
      code: totpCode(secret, Date.now() - 5 * STEP_MS),
    });
    expect(expectValidationError(wrong, 'code')[0]).toMatch(/not right/);

    const session = signedIn(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
        payload: { challenge: first.data.challenge, code: totpCode(secret) },
      }),
    );
    expect(session.user.id).toBe(user.id);
    expect(session).toMatchObject({ id: user.id, username: user.username });

    // The session is listed like one started by a password alone, and its tokens work and refresh.
    const sessions = await as(session.token, 'GET', '/api/users/profile/sessions');
    const listed = sessions.json<{ data: { device: string; current: boolean }[] }>().data;
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ device: 'Firefox on Linux', current: true });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const lastLogin = await app.db
      .selectFrom('users')
      .select('last_login')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(lastLogin.last_login).not.toBeNull();

    // The challenge is spent.
    nextStep();
    expectValidationError(
      await answer(first.data.challenge as string, { code: totpCode(secret) }),
      'challenge',
    );
  });

  it('accepts each code once, even with a new challenge', async () => {
    const { user, secret } = await enrolled();
    const code = totpCode(secret);
    signedIn(await answer(await challengeFor(user), { code }));
    const replay = await answer(await challengeFor(user), { code });
    expect(expectValidationError(replay, 'code')[0]).toMatch(/already been used/);
    // A code of an earlier step than the last one accepted is refused too.
    const earlier = await answer(await challengeFor(user), { code: totpCode(secret, Date.now() - STEP_MS) });
    expectValidationError(earlier, 'code');
    nextStep();
    signedIn(await answer(await challengeFor(user), { code: totpCode(secret) }));
  });

  it('takes a recovery code once, in any case and spacing', async () => {
    const { user, token, recoveryCodes } = await enrolled();
    const [code] = recoveryCodes;
    const typed = ` ${code!.toUpperCase().replace(/-/g, ' ')} `;
    signedIn(await answer(await challengeFor(user), { recoveryCode: typed }));
    expect((await status(token)).recoveryCodesLeft).toBe(9);
    const again = await answer(await challengeFor(user), { recoveryCode: code! });
    expect(expectValidationError(again, 'recoveryCode')[0]).toMatch(/already been used/);
    const unknown = await answer(await challengeFor(user), { recoveryCode: 'abcd-efgh-jkmn' });
    expectValidationError(unknown, 'recoveryCode');
    signedIn(await answer(await challengeFor(user), { recoveryCode: recoveryCodes[1]! }));
  });

  it('voids a challenge after five wrong codes, and counts them against the account', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeFor(user);
    const wrong = totpCode(secret, Date.now() - 20 * STEP_MS);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const res = await answer(challenge, { code: wrong });
      expectValidationError(res, 'code');
      expect(res.json<{ errors: Record<string, string[]> }>().errors.challenge).toBeUndefined();
    }
    const fifth = await answer(challenge, { code: wrong });
    expectValidationError(fifth, 'code');
    expect(expectValidationError(fifth, 'challenge')[0]).toMatch(/sign in again/i);
    // Void now, whatever the code.
    expectValidationError(await answer(challenge, { code: totpCode(secret) }), 'challenge');
    expect(await failuresOf(app, user.id)).toBe(5);
    // A mistyped code is no attempt at all.
    const fresh = await challengeFor(user);
    expectValidationError(await answer(fresh, { code: '12345' }), 'code');
    expect(await failuresOf(app, user.id)).toBe(5);
    signedIn(await answer(fresh, { code: totpCode(secret) }));
  });

  it('voids a challenge after five minutes, and after a password change', async () => {
    const { user, secret } = await enrolled();
    const late = await challengeFor(user);
    await app.db
      .updateTable('two_factor_challenges')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
    expect(expectValidationError(await answer(late, { code: totpCode(secret) }), 'challenge')[0]).toMatch(
      /sign in again/i,
    );

    const before = await challengeFor(user);
    const { token } = await sessionFor(app, user.id);
    const changed = await as(token, 'POST', '/api/users/change-password', {
      currentPassword: user.password,
      newPassword: 'a new password 2026',
      confirmPassword: 'a new password 2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectValidationError(await answer(before, { code: totpCode(secret) }), 'challenge');
  });

  it('refuses a suspended account at the second step as at the first', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeFor(user);
    await app.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    const res = await answer(challenge, { code: totpCode(secret) });
    expect(res.statusCode).toBe(403);
  });

  it('says which field is missing or malformed', async () => {
    const { user } = await enrolled();
    const challenge = await challengeFor(user);
    const none = await answer(challenge, {});
    expectValidationError(none, 'code');
    expectValidationError(none, 'recoveryCode');
    expectValidationError(
      await app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { code: '123456' } }),
      'challenge',
    );
    expectValidationError(await answer(randomUUID(), { code: '123456' }), 'challenge');
    expectValidationError(await answer(challenge, { recoveryCode: 'not a code' }), 'recoveryCode');
  });

  it('still refuses a wrong password without saying whether a code would follow', async () => {
    const { user } = await enrolled();
    const res = await login(user, 'not the password');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('challenge');
  });
});

describe('turning it off and making new recovery codes', () => {
  it('needs the password to turn it off; sign-in then asks for no code', async () => {
    const { user, token } = await enrolled();
    const refused = await as(token, 'POST', '/api/users/profile/two-factor/disable', {
      password: 'wrong one',
    });
    expect(expectValidationError(refused, 'password')[0]).toBe('Password is incorrect');
    expectValidationError(await as(token, 'POST', '/api/users/profile/two-factor/disable', {}), 'password');
    const res = await as(token, 'POST', '/api/users/profile/two-factor/disable', {
      password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(token)).toMatchObject({ enabled: false, pending: false, recoveryCodesLeft: 0 });
    expect(signedIn(await login(user)).token).toBeTruthy();
    const rows = await app.db
      .selectFrom('user_recovery_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    const again = await as(token, 'POST', '/api/users/profile/two-factor/disable', {
      password: DEFAULT_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
  });

  it('makes ten new recovery codes with the password; the old ones stop working', async () => {
    const { user, token, recoveryCodes } = await enrolled();
    const url = '/api/users/profile/two-factor/recovery-codes';
    expectValidationError(await as(token, 'POST', url, { password: 'wrong one' }), 'password');
    const res = await as(token, 'POST', url, { password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expectValidationError(
      await answer(await challengeFor(user), { recoveryCode: recoveryCodes[0]! }),
      'recoveryCode',
    );
    signedIn(await answer(await challengeFor(user), { recoveryCode: fresh[0]! }));

    const other = await createUser(app);
    const { token: otherToken } = await sessionFor(app, other.id);
    expect((await as(otherToken, 'POST', url, { password: DEFAULT_PASSWORD })).statusCode).toBe(409);
  });
});

describe('requiring two-factor sign-in of administrators', () => {
  const policyUrl = '/api/settings/two-factor';

  it('is for super administrators to change, audited, and closes the back office to administrators without it', async () => {
    const superAdmin = await enrolled(['super_admin']);
    const admin = await createUser(app, { roles: ['admin'] });
    const { token: adminToken } = await sessionFor(app, admin.id);
    const member = await createUser(app);
    const { token: memberToken } = await sessionFor(app, member.id);

    const read = await as(superAdmin.token, 'GET', policyUrl);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ data: { requiredForAdmins: boolean } }>().data.requiredForAdmins).toBe(false);
    expect((await as(adminToken, 'PUT', policyUrl, { requiredForAdmins: true })).statusCode).toBe(403);
    expectValidationError(
      await as(superAdmin.token, 'PUT', policyUrl, { requiredForAdmins: 'yes' }),
      'requiredForAdmins',
    );

    // A scheduled article, which administrators see in the public list and visitors do not.
    const scheduled = await app.db
      .insertInto('news')
      .values({
        title: `Scheduled ${randomUUID()}`,
        excerpt: 'Soon.',
        content: 'Soon.',
        category: 'politics',
        author: 'Communications Team',
        published_at: sql<Date>`now() + interval '1 day'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listsScheduled = async (token: string) =>
      (await as(token, 'GET', '/api/news?limit=100'))
        .json<{ data: { id: string }[] }>()
        .data.some((article) => article.id === scheduled.id);
    expect(await listsScheduled(adminToken)).toBe(true);

    const saved = await as(superAdmin.token, 'PUT', policyUrl, { requiredForAdmins: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json<{ data: { requiredForAdmins: boolean; adminsWithoutTwoFactor: number } }>().data,
    ).toMatchObject({
      requiredForAdmins: true,
      adminsWithoutTwoFactor: expect.any(Number) as unknown,
    });

    const entries = await as(superAdmin.token, 'GET', '/api/audit?entity=site_settings&action=update');
    const entry = entries.json<{ data: { label: string; actorId: string; changes: unknown }[] }>().data[0];
    expect(entry).toMatchObject({
      label: 'Two-factor sign-in policy',
      actorId: superAdmin.user.id,
      changes: { twoFactorRequiredForAdmins: { before: false, after: true } },
    });

    // The administrator without it: the back office refuses with its own code, the profile stays open.
    const refused = await as(adminToken, 'GET', '/api/roles');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'TWO_FACTOR_REQUIRED' });
    expect(refused.json<{ message: string }>().message).toMatch(/two-factor sign-in.*profile/i);
    expect(await listsScheduled(adminToken)).toBe(false);
    expect((await as(adminToken, 'GET', '/api/users/profile')).statusCode).toBe(200);
    // Its own account only: another user's is shown to administrators, which it is not for now.
    expect((await as(adminToken, 'GET', `/api/users/${admin.id}`)).statusCode).toBe(200);
    expect((await as(adminToken, 'GET', `/api/users/${member.id}`)).statusCode).toBe(403);
    expect((await as(superAdmin.token, 'GET', `/api/users/${member.id}`)).statusCode).toBe(200);
    expect(await status(adminToken)).toMatchObject({ enabled: false, required: true });
    // Members and visitors are not concerned; the enrolled super administrator keeps working.
    expect(await status(memberToken)).toMatchObject({ required: false });
    expect((await as(superAdmin.token, 'GET', '/api/roles')).statusCode).toBe(200);
    expect(await listsScheduled(superAdmin.token)).toBe(true);

    // Setting it up opens the back office again.
    const { secret } = await setUp(adminToken);
    expect((await enable(adminToken, totpCode(secret))).statusCode).toBe(200);
    expect((await as(adminToken, 'GET', '/api/roles')).statusCode).toBe(200);

    // Turning it off is allowed, and closes the back office again until it is set up anew.
    const off = await as(adminToken, 'POST', '/api/users/profile/two-factor/disable', {
      password: DEFAULT_PASSWORD,
    });
    expect(off.statusCode).toBe(200);
    expect((await as(adminToken, 'GET', '/api/roles')).json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });

    const lifted = await as(superAdmin.token, 'PUT', policyUrl, { requiredForAdmins: false });
    expect(lifted.statusCode).toBe(200);
    expect((await as(adminToken, 'GET', '/api/roles')).statusCode).toBe(200);
  });

  it('refuses to require it from someone whose own two-factor sign-in is off', async () => {
    const user = await createUser(app, { roles: ['super_admin'] });
    const { token } = await sessionFor(app, user.id);
    const res = await as(token, 'PUT', policyUrl, { requiredForAdmins: true });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/your own account first/);
    const read = await as(token, 'GET', policyUrl);
    expect(read.json<{ data: { requiredForAdmins: boolean } }>().data.requiredForAdmins).toBe(false);
  });
});

describe('the security log', () => {
  it('records wrong codes like wrong passwords, and never holds a key, a code or a recovery code', async () => {
    const written: string[] = [];
    const database = await createTestDatabase();
    const logged = await buildApp(testConfig({ ...database.env, RATE_LIMIT_MAX: '100000' }), {
      logger: { level: 'info', stream: { write: (line: string) => void written.push(line) } },
    });
    await logged.ready();
    try {
      const user = await createUser(logged);
      const { token } = await sessionFor(logged, user.id);
      const setup = await logged.inject({
        method: 'POST',
        url: '/api/users/profile/two-factor/setup',
        headers: bearer(token),
      });
      const { secret } = setup.json<{ data: Setup }>().data;
      const enabled = await logged.inject({
        method: 'POST',
        url: '/api/users/profile/two-factor/enable',
        headers: bearer(token),
        payload: { code: totpCode(secret) },
      });
      const { recoveryCodes } = enabled.json<{ data: { recoveryCodes: string[] } }>().data;
      nextStep();
      const first = await logged.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: user.password },
      });
      const { challenge } = first.json<{ data: Challenge }>().data;
      const wrong = totpCode(secret, Date.now() - 40 * STEP_MS);
      const requestId = `totp-${randomUUID()}`;
      const refused = await logged.inject({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        remoteAddress: '198.51.100.77',
        headers: { 'x-request-id': requestId },
        payload: { challenge, code: wrong },
      });
      expect(refused.statusCode).toBe(400);
      const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.filter((line) => line.reqId === requestId && line.event === 'sign_in_failed')).toEqual([
        expect.objectContaining({
          msg: 'sign-in failed',
          reason: 'wrong two-factor code',
          route: '/api/auth/login/two-factor',
          ip: '198.51.100.77',
          userId: user.id,
        }),
      ]);
      const all = written.join('\n');
      for (const secretText of [secret, wrong, challenge, ...recoveryCodes])
        expect(all).not.toContain(secretText);
    } finally {
      await logged.close();
      await database.drop();
    }
  });
});

describe('a super administrator turning off another account’s two-factor sign-in', () => {
  const reset = (token: string, id: string) =>
    app.inject({ method: 'DELETE', url: `/api/users/${id}/two-factor`, headers: bearer(token) });
  const listed = async (token: string, user: TestUser) => {
    const res = await as(token, 'GET', `/api/users?search=${user.username}`);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<{ data: { id: string; twoFactorEnabled: boolean }[] }>()
      .data.find((u) => u.id === user.id);
  };

  it('turns it off, ends the account’s sessions, is audited and tells the owner by email', async () => {
    const superAdmin = await enrolled(['super_admin']);
    const owner = await enrolled();
    const { refreshToken } = await sessionFor(app, owner.user.id);
    const waiting = await challengeFor(owner.user);
    expect(await listed(superAdmin.token, owner.user)).toMatchObject({ twoFactorEnabled: true });

    const res = await reset(superAdmin.token, owner.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: null,
      message: `Two-factor sign-in turned off for ${owner.user.username}`,
    });

    // Nothing of it is left: key, recovery codes, the sign-in that was waiting for a code.
    for (const table of ['user_two_factor', 'user_recovery_codes', 'two_factor_challenges'] as const) {
      const rows = await app.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', owner.user.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expectValidationError(await answer(waiting, { code: totpCode(owner.secret) }), 'challenge');
    // Every session of the account is over: its access token and its refresh token.
    expect((await as(owner.token, 'GET', '/api/users/profile')).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    // The password alone signs in now; the list and the account say it is off.
    const session = signedIn(await login(owner.user));
    expect(await status(session.token)).toMatchObject({
      enabled: false,
      pending: false,
      recoveryCodesLeft: 0,
    });
    expect(await listed(superAdmin.token, owner.user)).toMatchObject({ twoFactorEnabled: false });
    const detail = await as(superAdmin.token, 'GET', `/api/users/${owner.user.id}`);
    expect(detail.json<{ data: { twoFactorEnabled: boolean } }>().data.twoFactorEnabled).toBe(false);
    // The administrator's own sessions are untouched.
    expect((await as(superAdmin.token, 'GET', '/api/users/profile')).statusCode).toBe(200);

    const entries = await as(superAdmin.token, 'GET', `/api/audit?entity=user&entityId=${owner.user.id}`);
    expect(entries.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({
        action: 'update',
        actorId: superAdmin.user.id,
        label: owner.user.username,
        changes: { twoFactor: { before: true, after: false } },
      }),
    ]);

    // Queued with the change, then sent by the outbox: plain words and the sign-in page, no link with a token.
    const queued = await app.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject'])
      .where('recipient', '=', owner.user.email)
      .execute();
    expect(queued).toEqual([
      { kind: 'two-factor-reset', subject: 'Two-factor sign-in was turned off for your account' },
    ]);
    await app.mailOutbox.drain();
    const sent = app.mailer.outbox.filter((mail) => mail.to === owner.user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(
      `An administrator of the constituency branch website turned off two-factor sign-in for your account ${owner.user.username}`,
    );
    expect(sent[0]!.text).toContain('every session of the account was signed out');
    expect(sent[0]!.text).toMatch(/\/login\n$/);
    expect(sent[0]!.text).not.toMatch(/token|\?/);
  });

  it('refuses the caller’s own account, an account without it and an unknown one', async () => {
    const superAdmin = await enrolled(['super_admin']);
    const own = await reset(superAdmin.token, superAdmin.user.id);
    expect(own.statusCode).toBe(409);
    expect(own.json<{ message: string }>().message).toMatch(/from your profile, with your password/);
    expect(await status(superAdmin.token)).toMatchObject({ enabled: true });

    const plain = await createUser(app);
    const off = await reset(superAdmin.token, plain.id);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({
      success: false,
      message: `${plain.username} does not use two-factor sign-in`,
    });
    // A set-up still waiting for its first code is not in use: refused the same way, and left as it is.
    const { token: plainToken } = await sessionFor(app, plain.id);
    await setUp(plainToken);
    expect((await reset(superAdmin.token, plain.id)).statusCode).toBe(409);
    expect(await status(plainToken)).toMatchObject({ enabled: false, pending: true });

    expect((await reset(superAdmin.token, randomUUID())).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/audit?entity=user&entityId=${plain.id}`,
          headers: bearer(superAdmin.token),
        })
      ).json<{ data: unknown[] }>().data,
    ).toEqual([]);
  });

  it('is for super administrators only', async () => {
    const owner = await enrolled();
    const admin = await createUser(app, { roles: ['admin'] });
    const { token: adminToken } = await sessionFor(app, admin.id);
    expect((await reset(adminToken, owner.user.id)).statusCode).toBe(403);
    expect((await reset(owner.token, owner.user.id)).statusCode).toBe(403);
    expect(await status(owner.token)).toMatchObject({ enabled: true });
  });
});
