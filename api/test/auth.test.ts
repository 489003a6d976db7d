import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../src/shared/tokens.js';
import { bearer, createUser, DEFAULT_PASSWORD, injectAs, sessionFor } from './helpers/accounts.js';
import { createTestApp, expectValidationError, documentedBody } from './helpers/app.js';
import { linkIn, startSmtpSink } from './helpers/smtp-sink.js';

// Accounts end to end (spec 01 §4, §5, §7): invitation, registration, email verification, sign-in, token
// rotation and sign-out, with the mail going through a real SMTP server.

const PUBLIC_URL = 'https://branch.example.org';
const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app } = await createTestApp({
  env: { SMTP_URL: sink.url, PUBLIC_URL, AUTH_RATE_LIMIT_MAX: '10000', ACCESS_TOKEN_TTL_SECONDS: '600' },
});

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
}

interface Session {
  token: string;
  refreshToken: string;
  user: Record<string, unknown>;
  [field: string]: unknown;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

/** An invitation created through the API by an administrator; returns the token read from the email. */
async function invite(email: string, role?: string): Promise<string> {
  const res = await injectAs(app, 'admin', {
    method: 'POST',
    url: '/api/invitations/create',
    payload: { email, daysValid: 7, ...(role && { role }) },
  });
  expect(res.statusCode).toBe(201);
  const mail = await sink.waitFor(email, /accept-invite/);
  const link = linkIn(mail, `${PUBLIC_URL}/accept-invite?token=`);
  return link.searchParams.get('token')!;
}

function registration(email: string, inviteToken: string, overrides: Record<string, unknown> = {}) {
  return {
    username: unique('kwame'),
    email,
    firstName: 'Kwame',
    lastName: 'Asante',
    password: 'a long enough password',
    passwordConfirm: 'a long enough password',
    inviteToken,
    ...overrides,
  };
}

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url, ...(payload !== undefined && { payload: payload as object }), headers });

describe('registration with an invitation, verification by email, sign-in', () => {
  it('creates a pending account, mails the verification link, and signs in on verification', async () => {
    const email = `${unique('efua')}@example.org`;
    const inviteToken = await invite(email, 'executive_admin');

    const validate = await app.inject({
      method: 'GET',
      url: `/api/invitations/validate?token=${inviteToken}`,
    });
    expect(validate.json<Envelope>().data).toMatchObject({ valid: true, status: 'pending', email });

    const body = registration(email.toUpperCase(), inviteToken);
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    const created = res.json<Envelope>();
    expect(created.data).toMatchObject({
      username: body.username,
      status: 'pending',
      roles: ['executive_admin'],
    });

    // Database: the user is pending with the invitation's role, and the invitation is used.
    const invitation = await app.db
      .selectFrom('invitations')
      .select(['used_at'])
      .where('token', '=', inviteToken)
      .executeTakeFirstOrThrow();
    expect(invitation.used_at).toBeInstanceOf(Date);
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'status', 'email_verified_at', 'password_hash'])
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe('pending');
    expect(user.email_verified_at).toBeNull();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // A pending account cannot sign in, and is told why.
    const early = await post('/api/auth/login', { username: body.username, password: body.password });
    expect(early.statusCode).toBe(400);
    expect(early.json<Envelope>().errors?.non_field_errors?.[0]).toMatch(/verif/i);

    const mail = await sink.waitFor(email, /verify-email/);
    expect(mail.from).toBe('no-reply@localhost');
    const link = linkIn(mail, `${PUBLIC_URL}/verify-email?token=`);
    const verify = await post('/api/auth/verify-email', { token: link.searchParams.get('token') });
    expect(verify.statusCode).toBe(200);
    const session = verify.json<Envelope<Session>>();
    expect(session.message).toBe('Email verified successfully');
    expect(session.data.token).toEqual(expect.any(String));
    expect(session.data.refreshToken).toEqual(expect.any(String));
    expect(session.data.user).toMatchObject({ id: user.id, status: 'active', role: 'executive_admin' });
    expect(session.data).toMatchObject({ id: user.id, username: body.username, firstName: 'Kwame' });

    const profile = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(session.data.token),
    });
    expect(profile.json<Envelope>().data).toMatchObject({ id: user.id, status: 'active' });

    // The link works once.
    const again = await post('/api/auth/verify-email', { token: link.searchParams.get('token') });
    expectValidationError(again, 'token');

    // The invitation cannot be used twice.
    const second = await post('/api/auth/register', registration(email, inviteToken));
    expect(expectValidationError(second, 'inviteToken')).toEqual(['This invitation has already been used.']);

    const login = await post('/api/auth/login', { username: body.username, password: body.password });
    expect(login.statusCode).toBe(200);
  });

  it('reports every missing field at once, keyed as sent', async () => {
    const res = await post('/api/auth/register', {});
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<Envelope>();
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      ['email', 'firstName', 'inviteToken', 'lastName', 'password', 'passwordConfirm', 'username'].sort(),
    );
    expect(errors?.inviteToken).toEqual(['An invitation token is required to create an account.']);
  });

  it('checks each field', async () => {
    const email = `${unique('yaw')}@example.org`;
    const token = await invite(email);
    const res = await post(
      '/api/auth/register',
      registration(email, token, { username: 'ab', password: 'short', passwordConfirm: 'different' }),
    );
    expect(expectValidationError(res, 'username')).toEqual(['Username must be at least 3 characters']);
    expect(expectValidationError(res, 'password')).toEqual(['Password must be at least 8 characters']);
    expect(expectValidationError(res, 'passwordConfirm')).toEqual(['Passwords do not match']);

    const badEmail = await post('/api/auth/register', registration('not-an-email', token));
    expect(expectValidationError(badEmail, 'email')).toEqual(['Invalid email format']);
  });

  it('declares each field’s rules in the schema and reports them with the invitation’s, all at once', async () => {
    const email = `${unique('efua')}@example.org`;
    const token = await invite(email);
    const res = await post(
      '/api/auth/register',
      registration(email, token, {
        username: 'no spaces please',
        email: null,
        firstName: 'x'.repeat(151),
        password: '        ',
        passwordConfirm: '',
        inviteToken: 'nope',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>()).toMatchObject({ message: 'Please correct the highlighted fields.' });
    expect(res.json<Envelope>().errors).toEqual({
      username: ['Username may contain only letters, numbers, dots, hyphens and underscores'],
      email: ['Email is required'],
      firstName: ['First name must be at most 150 characters'],
      passwordConfirm: ['Please confirm your password'],
      inviteToken: ['This invitation link is not valid.'],
    });

    expect(await documentedBody(app, '/api/auth/register', 'post')).toMatchObject({
      required: expect.arrayContaining([
        'username',
        'email',
        'firstName',
        'lastName',
        'password',
        'passwordConfirm',
      ]) as unknown,
      properties: {
        username: { minLength: 3, maxLength: 150, pattern: expect.any(String) as unknown },
        email: { format: 'email-address' },
        password: { minLength: 8, maxLength: 128 },
      },
    });
  });

  it('insists on the invited email address', async () => {
    const email = `${unique('abena')}@example.org`;
    const token = await invite(email);
    const res = await post('/api/auth/register', registration('someone.else@example.org', token));
    expect(expectValidationError(res, 'email')).toEqual([`Use ${email} to match your invitation.`]);
    const row = await app.db
      .selectFrom('invitations')
      .select('used_at')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('accepts the token as `token` too, and keys its errors that way', async () => {
    const res = await post('/api/auth/register', {
      ...registration('x@example.org', ''),
      inviteToken: undefined,
      token: 'nope',
    });
    expect(expectValidationError(res, 'token')).toEqual(['This invitation link is not valid.']);
  });

  it('refuses revoked and expired invitations with their own messages', async () => {
    const revokedEmail = `${unique('kofi')}@example.org`;
    const revoked = await invite(revokedEmail);
    await app.db
      .updateTable('invitations')
      .set({ revoked_at: new Date() })
      .where('token', '=', revoked)
      .execute();
    const r1 = await post('/api/auth/register', registration(revokedEmail, revoked));
    expect(expectValidationError(r1, 'inviteToken')).toEqual(['This invitation has been revoked.']);

    const expiredEmail = `${unique('esi')}@example.org`;
    const expired = await invite(expiredEmail);
    await app.db
      .updateTable('invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('token', '=', expired)
      .execute();
    const r2 = await post('/api/auth/register', registration(expiredEmail, expired));
    expect(expectValidationError(r2, 'inviteToken')).toEqual(['This invitation has expired.']);
  });

  it('answers 409 keyed username when the username is taken, leaving the invitation pending', async () => {
    const existing = await createUser(app);
    const email = `${unique('adwoa')}@example.org`;
    const token = await invite(email);
    const res = await post(
      '/api/auth/register',
      registration(email, token, { username: existing.username.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope>().errors?.username).toEqual(['A user with that username already exists.']);
    const row = await app.db
      .selectFrom('invitations')
      .select('used_at')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });
});

describe('POST /api/auth/verify-email', () => {
  it('refuses an expired link', async () => {
    const email = `${unique('akua')}@example.org`;
    const token = await invite(email);
    const body = registration(email, token);
    expect((await post('/api/auth/register', body)).statusCode).toBe(201);
    const link = linkIn(await sink.waitFor(email, /verify-email/), `${PUBLIC_URL}/verify-email?token=`);
    const verification = link.searchParams.get('token')!;
    await app.db
      .updateTable('email_verification_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', tokenHash(verification))
      .execute();
    const res = await post('/api/auth/verify-email', { token: verification });
    expect(expectValidationError(res, 'token')[0]).toMatch(/expired/);
    const user = await app.db
      .selectFrom('users')
      .select('status')
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe('pending');
  });

  it('stores only a hash of the verification token, valid for 48 hours', async () => {
    const email = `${unique('kojo')}@example.org`;
    const body = registration(email, await invite(email));
    await post('/api/auth/register', body);
    const link = linkIn(await sink.waitFor(email, /verify-email/), `${PUBLIC_URL}/verify-email?token=`);
    const verification = link.searchParams.get('token')!;
    const row = await app.db
      .selectFrom('email_verification_tokens')
      .select(['token_hash', sql<number>`extract(epoch from expires_at - created_at)::int`.as('ttl')])
      .where('token_hash', '=', tokenHash(verification))
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(verification);
    expect(Number(row.ttl)).toBe(48 * 3600);
  });

  it('requires a token and refuses an unknown one', async () => {
    expectValidationError(await post('/api/auth/verify-email', {}), 'token');
    expectValidationError(await post('/api/auth/verify-email', { token: 'never-issued' }), 'token');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username or by email, case-insensitively, and records the time', async () => {
    const user = await createUser(app, { roles: ['admin'] });
    const byName = await post('/api/auth/login', {
      username: user.username.toUpperCase(),
      password: user.password,
    });
    expect(byName.statusCode).toBe(200);
    const session = byName.json<Envelope<Session>>();
    expect(session.message).toBe('Login successful');
    expect(session.data).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: 'Ama',
      lastName: 'Mensah',
      picture: null,
      role: 'admin',
      roles: ['admin'],
    });
    expect(session.data.user).toMatchObject({ id: user.id, role: 'admin' });

    const byEmail = await post('/api/auth/login', {
      username: user.email.toUpperCase(),
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(byEmail.statusCode).toBe(200);

    const row = await app.db
      .selectFrom('users')
      .select('last_login')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login).toBeInstanceOf(Date);
  });

  it('issues access tokens that live ACCESS_TOKEN_TTL_SECONDS', async () => {
    const user = await createUser(app);
    const res = await post('/api/auth/login', { username: user.username, password: user.password });
    const claims = app.jwt.decode<{ exp: number; iat: number; sub: string }>(
      res.json<Envelope<Session>>().data.token,
    )!;
    expect(claims.exp - claims.iat).toBe(600);
    expect(claims.sub).toBe(user.id);
  });

  it('gives an unknown user exactly the answer a wrong password gets', async () => {
    const user = await createUser(app);
    const wrong = await post('/api/auth/login', { username: user.username, password: 'not the password' });
    const unknown = await post('/api/auth/login', {
      username: 'nobody-at-all',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json<Envelope>().errors?.non_field_errors).toEqual(['Invalid username/email or password.']);
  });

  it('refuses suspended and deactivated accounts clearly, after checking the password', async () => {
    const suspended = await createUser(app, { status: 'suspended' });
    const res = await post('/api/auth/login', { username: suspended.username, password: suspended.password });
    expect(res.statusCode).toBe(403);
    expect(res.json<Envelope>().message).toMatch(/suspended/);

    const inactive = await createUser(app, { status: 'inactive' });
    const res2 = await post('/api/auth/login', { username: inactive.username, password: inactive.password });
    expect(res2.statusCode).toBe(403);
    expect(res2.json<Envelope>().message).toMatch(/deactivated/);

    const guess = await post('/api/auth/login', { username: suspended.username, password: 'wrong password' });
    expect(guess.statusCode).toBe(400);
  });

  it('names missing fields', async () => {
    const res = await post('/api/auth/login', {});
    expectValidationError(res, 'username');
    expectValidationError(res, 'password');
  });
});

async function signIn() {
  const user = await createUser(app);
  const res = await post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
  expect(res.statusCode).toBe(200);
  const { token, refreshToken } = res.json<Envelope<Session>>().data;
  return { user, token, refreshToken };
}

const profileWith = (token: string) =>
  app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) }).then((r) => r.statusCode);

describe('POST /api/auth/refresh-token', () => {
  it('rotates: a new access and refresh token, the old refresh token dead', async () => {
    const session = await signIn();
    const res = await post('/api/auth/refresh-token', { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(200);
    const rotated = res.json<Envelope<{ token: string; refreshToken: string }>>().data;
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect(await profileWith(rotated.token)).toBe(200);

    const next = await post('/api/auth/refresh-token', { refreshToken: rotated.refreshToken });
    expect(next.statusCode).toBe(200);

    // Only hashes are stored.
    const stored = await app.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_id', '=', session.user.id)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(session.refreshToken);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const session = await signIn();
    const first = await post('/api/auth/refresh-token', { refreshToken: session.refreshToken });
    const rotated = first.json<Envelope<{ token: string; refreshToken: string }>>().data;

    const replay = await post('/api/auth/refresh-token', { refreshToken: session.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, code: 'AUTH_REQUIRED' });

    // The thief's replay ended the legitimate session too: its newest tokens no longer work.
    expect((await post('/api/auth/refresh-token', { refreshToken: rotated.refreshToken })).statusCode).toBe(
      401,
    );
    expect(await profileWith(rotated.token)).toBe(401);
  });

  it('refuses unknown and missing refresh tokens', async () => {
    expect((await post('/api/auth/refresh-token', { refreshToken: 'never-issued' })).statusCode).toBe(401);
    expectValidationError(await post('/api/auth/refresh-token', {}), 'refreshToken');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its access token and refresh token stop working', async () => {
    const session = await signIn();
    const other = await sessionFor(app, session.user.id);
    const res = await post('/api/auth/logout', undefined, bearer(session.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Logout successful' });
    expect(await profileWith(session.token)).toBe(401);
    expect((await post('/api/auth/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
    // Other sessions of the same user are not affected.
    expect(await profileWith(other.token)).toBe(200);
  });

  it('needs a session', async () => {
    const res = await post('/api/auth/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});

describe('bearer tokens', () => {
  it('tells an expired token (TOKEN_EXPIRED) from a bad one (AUTH_REQUIRED)', async () => {
    const user = await createUser(app);
    const { familyId } = await sessionFor(app, user.id);
    const expired = app.jwt.sign(
      { sub: user.id, fam: familyId },
      { expiresIn: 60, clockTimestamp: Date.now() - 3600_000 },
    );
    const res = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });

    for (const header of ['Bearer not-a-jwt', 'Basic abc', `Bearer ${expired.slice(0, -4)}abcd`]) {
      const bad = await app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: header },
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    }
  });

  it('refuses a validly signed token whose user is gone', async () => {
    const user = await createUser(app);
    const { token } = await sessionFor(app, user.id);
    await app.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await profileWith(token)).toBe(401);
  });
});

describe('stricter rate limit on sign-in routes', () => {
  it('answers 429 past AUTH_RATE_LIMIT_MAX attempts per minute', async () => {
    const { app: limited } = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    const attempt = () =>
      limited.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x', password: 'y' } });
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Other routes keep the general budget.
    expect((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('sessions changed at the same moment', () => {
  const liveTokens = async (userId: string) =>
    Number(
      (
        await app.db
          .selectFrom('refresh_tokens')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a logout racing a refresh leaves the session ended', async () => {
    for (let round = 0; round < 10; round += 1) {
      const session = await signIn();
      const [logout] = await Promise.all([
        post('/api/auth/logout', undefined, bearer(session.token)),
        post('/api/auth/refresh-token', { refreshToken: session.refreshToken }),
      ]);
      expect(logout.statusCode).toBe(200);
      expect(await liveTokens(session.user.id)).toBe(0);
    }
  });

  it('a password change racing a refresh of another session ends that session', async () => {
    for (let round = 0; round < 10; round += 1) {
      const mine = await signIn();
      const other = await post('/api/auth/login', {
        username: mine.user.username,
        password: DEFAULT_PASSWORD,
      });
      const stolen = other.json<Envelope<Session>>().data;
      const newPassword = `a brand new password ${round}`;
      const [changed] = await Promise.all([
        post(
          '/api/users/change-password',
          { currentPassword: DEFAULT_PASSWORD, newPassword, confirmPassword: newPassword },
          bearer(mine.token),
        ),
        post('/api/auth/refresh-token', { refreshToken: stolen.refreshToken }),
      ]);
      expect(changed.statusCode, changed.body).toBe(200);
      // Only the session that changed the password is left.
      expect(await liveTokens(mine.user.id)).toBe(1);
    }
  });
});
