import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../src/shared/tokens.js';
import { bearer, createUser, sessionFor, type TestUser } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';
import { linkIn, startSmtpSink, type ReceivedMail } from './helpers/smtp-sink.js';

// "Forgot your password?": a reset link by email, a new password with it, every session ended and the
// owner told, with the mail going through a real SMTP server.

const PUBLIC_URL = 'https://branch.example.org';
const NEW_PASSWORD = 'a brand new passphrase';
const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app } = await createTestApp({
  env: { SMTP_URL: sink.url, PUBLIC_URL, AUTH_RATE_LIMIT_MAX: '10000' },
});

interface Envelope {
  success: boolean;
  data: unknown;
  message: string;
  errors?: Record<string, string[]>;
}

const post = (url: string, payload: object, remoteAddress?: string) =>
  app.inject({ method: 'POST', url, payload, ...(remoteAddress && { remoteAddress }) });

const forgot = (identifier: string, remoteAddress?: string) =>
  post('/api/auth/forgot-password', { username: identifier }, remoteAddress);

const mailsTo = (email: string, subject: RegExp) =>
  sink.messages.filter((m) => m.to.includes(email.toLowerCase()) && subject.test(m.raw));

/** Asks for a reset and returns the token from the email (the newest one to this address). */
async function resetTokenFor(user: TestUser, identifier = user.username): Promise<string> {
  const before = mailsTo(user.email, /Subject: Reset your password/).length;
  expect((await forgot(identifier)).statusCode).toBe(202);
  let mail: ReceivedMail | undefined;
  for (let i = 0; i < 50 && !mail; i += 1) {
    mail = mailsTo(user.email, /Subject: Reset your password/)[before];
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!mail) throw new Error(`no reset mail to ${user.email}`);
  return linkIn(mail, `${PUBLIC_URL}/reset-password?token=`).searchParams.get('token')!;
}

const signIn = (username: string, password: string) => post('/api/auth/login', { username, password });

describe('POST /api/auth/forgot-password', () => {
  it('answers the same whether or not the account exists, and mails a reset link only to a real one', async () => {
    const user = await createUser(app);
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-at-all@example.org');
    const unknownName = await forgot('no_such_user');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknownName.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(unknownName.json()).toEqual(known.json());
    expect(known.json<Envelope>().message).toMatch(/If an account matches/);

    const mail = await sink.waitFor(user.email, /reset-password/);
    expect(mail.raw).toMatch(/Subject: Reset your password/);
    const link = linkIn(mail, `${PUBLIC_URL}/reset-password?token=`);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored, valid for an hour.
    const row = await app.db
      .selectFrom('password_reset_tokens')
      .select(['token_hash', sql<number>`extract(epoch from expires_at - created_at)::int`.as('ttl')])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(tokenHash(link.searchParams.get('token')!));
    expect(row.ttl).toBe(3600);
    expect(sink.messages.some((m) => m.to.includes('nobody-at-all@example.org'))).toBe(false);
  });

  it('names the field when no account is given', async () => {
    const res = await post('/api/auth/forgot-password', {});
    expect(expectValidationError(res, 'username')).toEqual(['Username or email is required']);
  });

  it('sends nothing to a suspended account, with the same answer', async () => {
    const user = await createUser(app, { status: 'suspended' });
    const res = await forgot(user.username);
    expect(res.statusCode).toBe(202);
    expect(res.json<Envelope>().message).toMatch(/If an account matches/);
    const rows = await app.db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('sends at most three links per account per hour, whoever asks', async () => {
    const user = await createUser(app);
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4', '10.1.0.5']) {
      expect((await forgot(user.username, address)).statusCode).toBe(202);
    }
    const count = await app.db
      .selectFrom('password_reset_tokens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, spends the token, ends every session and tells the owner', async () => {
    const user = await createUser(app);
    const sessionA = await sessionFor(app, user.id);
    const sessionB = await sessionFor(app, user.id);
    const token = await resetTokenFor(user);

    const res = await post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>()).toMatchObject({ success: true, data: null });
    expect(res.json<Envelope>().message).toMatch(/password has been reset/);

    // The old password no longer signs in; the new one does.
    expect((await signIn(user.username, user.password)).statusCode).toBe(400);
    expect((await signIn(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    // Every earlier session is over: its refresh token and its access token stop working.
    for (const session of [sessionA, sessionB]) {
      const refreshed = await post('/api/auth/refresh-token', { refreshToken: session.refreshToken });
      expect(refreshed.statusCode).toBe(401);
      const profile = await app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: bearer(session.token),
      });
      expect(profile.statusCode).toBe(401);
    }
    const notice = await sink.waitFor(user.email, /Subject: Your password was changed/);
    expect(notice.text).toContain(`${PUBLIC_URL}/login`);

    // Single use.
    const again = await post('/api/auth/reset-password', { token, password: 'yet another passphrase' });
    expect(expectValidationError(again, 'token')).toEqual([
      'This password reset link has already been used. Please ask for a new one if you need to.',
    ]);
    expect((await signIn(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link replaced by a newer request, and takes the newer one', async () => {
    const user = await createUser(app);
    const first = await resetTokenFor(user);
    const second = await resetTokenFor(user, user.email);
    const old = await post('/api/auth/reset-password', { token: first, password: NEW_PASSWORD });
    expect(expectValidationError(old, 'token')[0]).toMatch(/replaced by a newer one/);
    const res = await post('/api/auth/reset-password', { token: second, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const user = await createUser(app);
    const token = await resetTokenFor(user);
    await app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    const res = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(expectValidationError(res, 'token')).toEqual([
      'This password reset link has expired. Please ask for a new one.',
    ]);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('names the token when it is missing or unknown', async () => {
    const missing = await post('/api/auth/reset-password', { password: NEW_PASSWORD });
    expect(expectValidationError(missing, 'token')).toEqual(['A password reset token is required.']);
    const unknown = await post('/api/auth/reset-password', { token: 'not-a-token', password: NEW_PASSWORD });
    expect(expectValidationError(unknown, 'token')).toEqual([
      'This password reset link is not valid. Please ask for a new one.',
    ]);
  });

  it('applies the registration rules to the password, all at once, and keeps the token', async () => {
    const user = await createUser(app);
    const token = await resetTokenFor(user);
    const short = await post('/api/auth/reset-password', {
      token,
      password: 'short',
      passwordConfirm: 'short',
    });
    expect(expectValidationError(short, 'password')).toEqual(['Password must be at least 8 characters']);
    const blank = await post('/api/auth/reset-password', { token, password: '' });
    expect(expectValidationError(blank, 'password')).toEqual(['Password is required']);
    const differ = await post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      passwordConfirm: 'something else entirely',
    });
    expect(expectValidationError(differ, 'passwordConfirm')).toEqual(['Passwords do not match']);
    const both = await post('/api/auth/reset-password', { token: 'nope', password: 'short' });
    expect(expectValidationError(both, 'password')).toHaveLength(1);
    expect(expectValidationError(both, 'token')).toHaveLength(1);

    // None of those spent the token.
    const res = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an account suspended after the link was sent', async () => {
    const user = await createUser(app);
    const token = await resetTokenFor(user);
    await app.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    const res = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json<Envelope>().message).toMatch(/suspended/);
    await app.db.updateTable('users').set({ status: 'active' }).where('id', '=', user.id).execute();
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('changes only the password of a pending account: it still needs verifying', async () => {
    const user = await createUser(app, { status: 'pending' });
    const token = await resetTokenFor(user);
    const res = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const login = await signIn(user.username, NEW_PASSWORD);
    expect(login.statusCode).toBe(400);
    expect(login.json<Envelope>().message).toMatch(/verify your email/);
    const row = await app.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('lets one of two simultaneous uses of a token through', async () => {
    const user = await createUser(app);
    const token = await resetTokenFor(user);
    const [a, b] = await Promise.all([
      post('/api/auth/reset-password', { token, password: 'first of the two passwords' }),
      post('/api/auth/reset-password', { token, password: 'second of the two passwords' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });
});

describe('throttling', () => {
  it('limits requests per account name across client addresses', async () => {
    const { app: limited } = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    const ask = (username: string, remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { username },
        remoteAddress,
      });
    expect((await ask('someone', '10.2.0.1')).statusCode).toBe(202);
    expect((await ask('SOMEONE', '10.2.0.2')).statusCode).toBe(202);
    const third = await ask('someone', '10.2.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json<Envelope>().message).toMatch(/Too many attempts for this account/);
    // Sign-in keeps its own budget for that account.
    const login = await limited.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'someone', password: 'a guess at it' },
      remoteAddress: '10.2.0.9',
    });
    expect(login.statusCode).toBe(400);
    // Another account from a fresh address is not held back.
    expect((await ask('someone-else', '10.2.0.4')).statusCode).toBe(202);
    // And per client address, whatever account is named.
    expect((await ask('a-third', '10.2.0.4')).statusCode).toBe(202);
    expect((await ask('a-fourth', '10.2.0.4')).statusCode).toBe(429);
  });
});
