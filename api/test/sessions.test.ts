import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pruneTokens } from '../src/modules/auth/token-cleanup.js';
import { insertVerificationToken } from '../src/modules/auth/sessions.repository.js';
import { randomToken, tokenHash } from '../src/shared/tokens.js';
import { bearer, createUser, sessionFor, type TestUser } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';

// "Where you're signed in" (the profile's active sessions): each sign-in is listed with its device and
// address, and ending one (or all the others) stops its tokens at once.

const { app } = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '10000' } });

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 ' +
  'Mobile Safari/537.36';

interface Tokens {
  token: string;
  refreshToken: string;
}

interface ListedSession {
  id: string;
  device: string;
  ip: string | null;
  signInIp: string | null;
  network: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

async function signIn(user: TestUser, userAgent: string, remoteAddress: string): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { username: user.username, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Tokens }>().data;
}

async function listSessions(token: string): Promise<ListedSession[]> {
  const res = await app.inject({ method: 'GET', url: '/api/users/profile/sessions', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ListedSession[] }>().data;
}

const profileStatus = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).statusCode;

const refresh = (refreshToken: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/refresh-token', remoteAddress, payload: { refreshToken } });

const endSession = (token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/users/profile/sessions/${id}`, headers: bearer(token) });

const endOthers = (token: string) =>
  app.inject({ method: 'POST', url: '/api/users/profile/sessions/end-others', headers: bearer(token) });

describe('GET /api/users/profile/sessions', () => {
  it('lists each sign-in with its device and address, this one first and flagged', async () => {
    const user = await createUser(app);
    await signIn(user, FIREFOX_WINDOWS, '203.0.113.7');
    const phone = await signIn(user, SAFARI_IPHONE, '192.168.1.20');

    const sessions = await listSessions(phone.token);

    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      device: 'Safari on iPhone',
      ip: '192.168.1.20',
      signInIp: '192.168.1.20',
      network: 'local',
      current: true,
    });
    expect(sessions[1]).toMatchObject({
      device: 'Firefox on Windows',
      ip: '203.0.113.7',
      network: 'public',
      current: false,
    });
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(session.createdAt).getTime()).not.toBeNaN();
      expect(new Date(session.lastUsedAt).getTime()).not.toBeNaN();
    }
    // Another user's sessions are not in the list.
    const other = await createUser(app);
    expect(await listSessions((await signIn(other, CHROME_ANDROID, '198.51.100.1')).token)).toHaveLength(1);
  });

  it('notes the time and address of a token refresh, keeping the sign-in address', async () => {
    const user = await createUser(app);
    const laptop = await signIn(user, FIREFOX_WINDOWS, '203.0.113.7');
    const [before] = await listSessions(laptop.token);
    await app.db
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now() - interval '2 hours'` })
      .where('family_id', '=', before!.id)
      .execute();

    const rotated = await refresh(laptop.refreshToken, '::ffff:198.51.100.23');
    expect(rotated.statusCode).toBe(200);
    const [after] = await listSessions(rotated.json<{ data: Tokens }>().data.token);

    expect(after).toMatchObject({ id: before!.id, ip: '198.51.100.23', signInIp: '203.0.113.7' });
    expect(Date.parse(after!.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(after!.createdAt).toBe(before!.createdAt);
  });

  it('records the session that verifying an email address starts', async () => {
    const user = await createUser(app, { status: 'pending' });
    const token = randomToken();
    await insertVerificationToken(app.db, { userId: user.id, tokenHash: tokenHash(token), ttlHours: 1 });

    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'user-agent': CHROME_ANDROID },
      remoteAddress: '10.1.2.3',
      payload: { token },
    });
    expect(res.statusCode).toBe(200);

    const [session] = await listSessions(res.json<{ data: Tokens }>().data.token);
    expect(session).toMatchObject({ device: 'Chrome on Android', ip: '10.1.2.3', current: true });
  });

  it('lists a session started without a description as an unknown device', async () => {
    const user = await createUser(app);
    const { token, familyId } = await sessionFor(app, user.id);

    expect(await listSessions(token)).toEqual([
      expect.objectContaining({ id: familyId, device: 'Unknown device', ip: null, network: 'unknown' }),
    ]);
  });

  it('leaves out ended and expired sessions', async () => {
    const user = await createUser(app);
    const current = await signIn(user, FIREFOX_WINDOWS, '203.0.113.7');
    const loggedOut = await signIn(user, SAFARI_IPHONE, '203.0.113.8');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(loggedOut.token) });
    const expired = await sessionFor(app, user.id);
    await app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('family_id', '=', expired.familyId)
      .execute();

    expect((await listSessions(current.token)).map((s) => s.device)).toEqual(['Firefox on Windows']);
  });

  it('refuses anonymous callers with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/profile/sessions'],
      ['DELETE', `/api/users/profile/sessions/${randomUUID()}`],
      ['POST', '/api/users/profile/sessions/end-others'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'AUTH_REQUIRED' });
    }
  });
});

describe('DELETE /api/users/profile/sessions/{id}', () => {
  it('signs the other device out at once: its access token and its refresh token stop working', async () => {
    const user = await createUser(app);
    const laptop = await signIn(user, FIREFOX_WINDOWS, '203.0.113.7');
    const phone = await signIn(user, SAFARI_IPHONE, '203.0.113.8');
    const phoneSession = (await listSessions(laptop.token)).find((s) => !s.current)!;
    expect(await profileStatus(phone.token)).toBe(200);

    const res = await endSession(laptop.token, phoneSession.id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null });
    expect(await profileStatus(phone.token)).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect(await profileStatus(laptop.token)).toBe(200);
    expect((await listSessions(laptop.token)).map((s) => s.id)).not.toContain(phoneSession.id);
    // Already over: nothing left to end.
    expect((await endSession(laptop.token, phoneSession.id)).statusCode).toBe(404);
  });

  it("answers 404 for another user's session, and leaves it signed in", async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const ownerTokens = await signIn(owner, FIREFOX_WINDOWS, '203.0.113.7');
    const strangerTokens = await signIn(stranger, SAFARI_IPHONE, '203.0.113.9');
    const [ownerSession] = await listSessions(ownerTokens.token);

    const res = await endSession(strangerTokens.token, ownerSession!.id);

    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await profileStatus(ownerTokens.token)).toBe(200);
    expect((await refresh(ownerTokens.refreshToken)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown session and 400 for an id that is not one', async () => {
    const user = await createUser(app);
    const { token } = await sessionFor(app, user.id);

    expect((await endSession(token, randomUUID())).statusCode).toBe(404);
    const malformed = await endSession(token, 'not-a-session');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('ends the current session too, as logout does', async () => {
    const user = await createUser(app);
    const laptop = await signIn(user, FIREFOX_WINDOWS, '203.0.113.7');
    const [current] = await listSessions(laptop.token);

    expect((await endSession(laptop.token, current!.id)).statusCode).toBe(200);
    expect(await profileStatus(laptop.token)).toBe(401);
  });
});

describe('POST /api/users/profile/sessions/end-others', () => {
  it('ends every other session and keeps this one', async () => {
    const user = await createUser(app);
    const laptop = await signIn(user, FIREFOX_WINDOWS, '203.0.113.7');
    const phone = await signIn(user, SAFARI_IPHONE, '203.0.113.8');
    const tablet = await signIn(user, CHROME_ANDROID, '203.0.113.9');
    const bystander = await signIn(await createUser(app), FIREFOX_WINDOWS, '203.0.113.10');

    const res = await endOthers(phone.token);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { ended: 2 } });
    expect(await profileStatus(phone.token)).toBe(200);
    expect(await profileStatus(laptop.token)).toBe(401);
    expect(await profileStatus(tablet.token)).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
    expect((await refresh(tablet.refreshToken)).statusCode).toBe(401);
    expect(await listSessions(phone.token)).toEqual([
      expect.objectContaining({ device: 'Safari on iPhone', current: true }),
    ]);
    // Other users are not touched.
    expect(await profileStatus(bystander.token)).toBe(200);
    // The session kept goes on refreshing.
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200);

    // Counted as ended: the sessions that were live, once each.
    const desktop = await signIn(user, FIREFOX_WINDOWS, '203.0.113.7');
    expect((await endOthers(desktop.token)).json()).toMatchObject({ data: { ended: 1 } });
    expect((await endOthers(desktop.token)).json()).toMatchObject({ data: { ended: 0 } });
  });
});

describe('token cleanup', () => {
  it("deletes a session's description with its family's last token", async () => {
    const user = await createUser(app);
    const laptop = await signIn(user, FIREFOX_WINDOWS, '203.0.113.7');
    const [session] = await listSessions(laptop.token);
    const live = await signIn(user, SAFARI_IPHONE, '203.0.113.8');
    await app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: sql<Date>`now() - interval '3 days'` })
      .where('family_id', '=', session!.id)
      .execute();

    await pruneTokens(app.db);

    const described = await app.db
      .selectFrom('sessions')
      .select('family_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(described.map((row) => row.family_id)).not.toContain(session!.id);
    expect(described).toHaveLength(1);
    expect(await profileStatus(live.token)).toBe(200);
  });
});
