import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { bearer, createUser, DEFAULT_PASSWORD, sessionFor } from './helpers/accounts.js';
import { testConfig } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';

// Failed sign-ins and refused requests are logged (not audited): one structured line each, with the request
// id, the address, the route and why, and never a password, a token or the Authorization header.

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  event?: string;
  reason?: string;
  status?: number;
  route?: string;
  method?: string;
  ip?: string;
  userId?: string;
  nameFingerprint?: string;
}

const WARN = 40;
const INFO = 30;

/** Every line the API logs, as written. */
const written: string[] = [];
const database = await createTestDatabase();
const app = await buildApp(testConfig({ ...database.env, RATE_LIMIT_MAX: '100000' }), {
  logger: { level: 'info', stream: { write: (line: string) => void written.push(line) } },
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.drop();
});

beforeEach(() => {
  written.length = 0;
});

const lines = () => written.map((line) => JSON.parse(line) as LogLine);

/** The request sent with its own id, and the one line of `event` logged for it. */
async function logged(event: string, options: InjectOptions) {
  const requestId = `sec-${randomUUID()}`;
  const res = await app.inject({
    remoteAddress: '198.51.100.23',
    ...options,
    headers: { ...options.headers, 'x-request-id': requestId },
  });
  const found = lines().filter((line) => line.reqId === requestId && line.event === event);
  expect(found, JSON.stringify(lines().filter((line) => line.reqId === requestId))).toHaveLength(1);
  return { res, line: found[0]!, requestId };
}

const signIn = (payload: Record<string, unknown>) =>
  logged('sign_in_failed', { method: 'POST', url: '/api/auth/login', payload });

/** Nothing the API wrote holds any of these. */
function expectNowhereInTheLog(...secrets: string[]) {
  const all = written.join('\n');
  expect(all.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(all).not.toContain(secret);
  expect(all.toLowerCase()).not.toContain('authorization');
  expect(all).not.toContain('Bearer');
}

describe('failed sign-ins', () => {
  it('logs a wrong password with the account id, the address and the request id, never the password', async () => {
    const user = await createUser(app);
    const wrong = `Wrong-${randomUUID()}`;
    const { res, line, requestId } = await signIn({ username: user.username, password: wrong });
    expect(res.statusCode).toBe(400);
    expect(line).toMatchObject({
      level: INFO,
      msg: 'sign-in failed',
      reason: 'wrong password',
      userId: user.id,
      ip: '198.51.100.23',
      route: '/api/auth/login',
      reqId: requestId,
    });
    expectNowhereInTheLog(wrong, DEFAULT_PASSWORD);
  });

  it('names an unknown account by a fingerprint, not by what was typed', async () => {
    // What people type into the name field is sometimes their password.
    const typed = `hunter2-${randomUUID()}`;
    const password = `Pass-${randomUUID()}`;
    const first = await signIn({ username: typed, password });
    expect(first.res.statusCode).toBe(400);
    expect(first.line).toMatchObject({ reason: 'no such account', ip: '198.51.100.23' });
    expect(first.line.userId).toBeUndefined();
    expect(first.line.nameFingerprint).toMatch(/^[0-9a-f]{16}$/);
    // The same name, however cased, has the same fingerprint: repeated attempts can be told apart.
    const again = await signIn({ username: typed.toUpperCase(), password });
    expect(again.line.nameFingerprint).toBe(first.line.nameFingerprint);
    const other = await signIn({ username: `${typed}x`, password });
    expect(other.line.nameFingerprint).not.toBe(first.line.nameFingerprint);
    expectNowhereInTheLog(typed, typed.toLowerCase(), password);
  });

  it('logs the refusal of a suspended or unverified account that gave the right password', async () => {
    const suspended = await createUser(app, { status: 'suspended' });
    const refused = await signIn({ username: suspended.username, password: suspended.password });
    expect(refused.res.statusCode).toBe(403);
    expect(refused.line).toMatchObject({ reason: 'account suspended', userId: suspended.id });

    const pending = await createUser(app, { status: 'pending' });
    const unverified = await signIn({ email: pending.email, password: pending.password });
    expect(unverified.res.statusCode).toBe(400);
    expect(unverified.line).toMatchObject({ reason: 'email not verified', userId: pending.id });
    expectNowhereInTheLog(DEFAULT_PASSWORD);
  });

  it('logs nothing of the kind for a successful sign-in or a form with a field missing', async () => {
    const user = await createUser(app);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    const incomplete = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(lines().filter((line) => line.event === 'sign_in_failed')).toEqual([]);
    // The session's tokens, in the answer, are not in the log either.
    const { token, refreshToken } = ok.json<{ data: { token: string; refreshToken: string } }>().data;
    expectNowhereInTheLog(user.password, token, refreshToken);
  });
});

describe('refused requests', () => {
  const refused = (options: InjectOptions) => logged('access_refused', options);

  it('logs a request without a token, and one whose token has expired, as information', async () => {
    const anonymous = await refused({ method: 'GET', url: '/api/users/profile' });
    expect(anonymous.res.statusCode).toBe(401);
    expect(anonymous.line).toMatchObject({
      level: INFO,
      msg: 'access refused',
      status: 401,
      reason: 'no access token',
      method: 'GET',
      route: '/api/users/profile',
      ip: '198.51.100.23',
    });

    const user = await createUser(app);
    const { familyId } = await sessionFor(app, user.id);
    const expiredToken = app.jwt.sign(
      { sub: user.id, fam: familyId },
      { expiresIn: 60, clockTimestamp: Date.now() - 3600_000 },
    );
    const expired = await refused({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(expiredToken),
    });
    expect(expired.res.statusCode).toBe(401);
    expect(expired.line).toMatchObject({ level: INFO, reason: 'access token expired' });
    expectNowhereInTheLog(expiredToken, expiredToken.split('.')[2]!);
  });

  it('warns of a token that does not hold, without writing the token down', async () => {
    const user = await createUser(app);
    const { token } = await sessionFor(app, user.id);
    const forged = `${token.slice(0, -6)}AAAAAA`;
    const bad = await refused({ method: 'GET', url: '/api/users/profile', headers: bearer(forged) });
    expect(bad.res.statusCode).toBe(401);
    expect(bad.line).toMatchObject({ level: WARN, status: 401, reason: 'access token not valid' });
    expect(bad.line.userId).toBeUndefined();
    expectNowhereInTheLog(token, forged, token.split('.')[1]!);
  });

  it('logs a session that has ended with the account its token named', async () => {
    const user = await createUser(app);
    const { token } = await sessionFor(app, user.id);
    await app.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    const ended = await refused({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(ended.res.statusCode).toBe(401);
    expect(ended.line).toMatchObject({ reason: 'account suspended', userId: user.id });
    expectNowhereInTheLog(token);
  });

  it('warns of a role refusal with the caller, the route as declared and the address', async () => {
    const member = await createUser(app);
    const { token } = await sessionFor(app, member.id);
    const id = randomUUID();
    const res = await refused({
      method: 'PUT',
      url: `/api/news/${id}?token=${token}`,
      headers: bearer(token),
      payload: {},
      remoteAddress: '203.0.113.99',
    });
    expect(res.res.statusCode).toBe(403);
    expect(res.line).toMatchObject({
      level: WARN,
      status: 403,
      reason: 'administrator access required',
      method: 'PUT',
      route: '/api/news/:id',
      ip: '203.0.113.99',
      userId: member.id,
    });
    // The declared route, not the URL as sent: a token in a query string stays out of the line.
    expect(JSON.stringify(res.line)).not.toContain(token);

    const superOnly = await refused({ method: 'GET', url: '/api/audit', headers: bearer(token) });
    expect(superOnly.line).toMatchObject({ reason: 'super administrator access required' });
  });

  it('logs a refusal decided by the handler too', async () => {
    const member = await createUser(app);
    const other = await createUser(app);
    const { token } = await sessionFor(app, member.id);
    const res = await refused({ method: 'GET', url: `/api/users/${other.id}`, headers: bearer(token) });
    expect(res.res.statusCode).toBe(403);
    expect(res.line).toMatchObject({
      level: WARN,
      status: 403,
      reason: 'You can only view your own account.',
      route: '/api/users/:id',
      userId: member.id,
    });
  });

  it('logs a refresh token that is refused, without the token', async () => {
    const refreshToken = `r-${randomUUID()}`;
    const res = await refused({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
    expect(res.res.statusCode).toBe(401);
    expect(res.line).toMatchObject({ status: 401, route: '/api/auth/refresh-token' });
    expectNowhereInTheLog(refreshToken);
  });

  it('logs nothing for a request that is let through', async () => {
    const user = await createUser(app);
    const { token } = await sessionFor(app, user.id);
    const res = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(lines().filter((line) => line.event === 'access_refused')).toEqual([]);
  });
});

describe('the request log', () => {
  it('hides the token of a followed link: GET /api/invitations/validate?token=…', async () => {
    const token = `tok${randomUUID().replace(/-/g, '')}`;
    const requestId = `sec-${randomUUID()}`;
    await app.inject({
      method: 'GET',
      url: `/api/invitations/validate?token=${token}`,
      headers: { 'x-request-id': requestId },
    });
    const forRequest = written.filter((line) => line.includes(requestId));
    expect(forRequest.some((line) => line.includes('token=[redacted]'))).toBe(true);
    expect(written.join('\n')).not.toContain(token);
  });
});
