import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';

/**
 * Sign-in attempts for one account slow down the addresses that keep failing, never the owner
 * (modules/auth/sign-in-throttle.ts).
 */

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

const signInWith = (app: App) => (remoteAddress: string, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

const THROTTLED = /Too many failed sign-ins for this account from your network/;

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in throttle', () => {
  it("lets the owner sign in from another address after an attacker's eleven wrong passwords", async () => {
    const { app } = await createTestApp();
    const signIn = signInWith(app);
    const admin = await createUser(app, { roles: ['admin'], username: `admin_${randomUUID().slice(0, 6)}` });

    const attacker: number[] = [];
    for (let i = 0; i < 11; i++)
      attacker.push((await signIn('10.20.0.1', admin.username, `guess-${i}`)).statusCode);
    expect(attacker).toEqual([...Array<number>(10).fill(400), 429]);

    const owner = await signIn('10.20.0.2', admin.username, admin.password);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(typeof owner.json<{ data: { token: unknown } }>().data.token).toBe('string');
  });

  it('once an account has many failures, makes each failing address wait longer, and no one else', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.now();
    const advance = (ms: number) => vi.setSystemTime((now += ms));

    const { app } = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    const signIn = signInWith(app);
    const kofi = await createUser(app, { username: `kofi_${randomUUID().slice(0, 6)}` });

    // Three addresses guess once each; the username and the email (in any case) name one account.
    expect((await signIn('10.21.0.1', kofi.username, 'guess-1')).statusCode).toBe(400);
    expect((await signIn('10.21.0.2', kofi.email.toUpperCase(), 'guess-2')).statusCode).toBe(400);
    expect((await signIn('10.21.0.3', kofi.username.toUpperCase(), 'guess-3')).statusCode).toBe(400);

    // The account is now under pressure: the address that just failed waits a second before trying again…
    const early = await signIn('10.21.0.3', kofi.username, kofi.password);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    expect(early.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', errors: {} });
    expect(early.json<{ message: string }>().message).toMatch(THROTTLED);
    // …for this account only.
    expect((await signIn('10.21.0.3', 'someone_else', 'guess')).statusCode).toBe(400);

    // An address failing again waits twice as long after each failure.
    expect((await signIn('10.21.0.1', kofi.username, 'guess-4')).statusCode).toBe(400);
    expect((await signIn('10.21.0.1', kofi.username, 'guess-5')).headers['retry-after']).toBe('2');

    // A new address is never made to wait: the owner signs in at the first correct attempt…
    const owner = await signIn('10.21.1.1', kofi.username, kofi.password);
    expect(owner.statusCode, owner.body).toBe(200);
    // …and from there may mistype without waiting, while the account is still under pressure.
    expect((await signIn('10.21.1.1', kofi.username, 'typo-1')).statusCode).toBe(400);
    expect((await signIn('10.21.1.1', kofi.username, 'typo-2')).statusCode).toBe(400);

    // A minute on (the per-address budgets are new), the failing address's wait is over and it fails again.
    advance(61_000);
    expect((await signIn('10.21.0.1', kofi.username, 'guess-6')).statusCode).toBe(400);
    expect((await signIn('10.21.0.1', kofi.username, 'guess-7')).headers['retry-after']).toBe('4');
    advance(4_000);
    // After the wait the right password is accepted, and clears that address's waits.
    expect((await signIn('10.21.0.1', kofi.username, kofi.password)).statusCode).toBe(200);
    advance(61_000);
    expect((await signIn('10.21.0.1', kofi.username, 'typo-3')).statusCode).toBe(400);
    expect((await signIn('10.21.0.1', kofi.username, 'typo-4')).statusCode).toBe(400);
  });

  it('answers an unknown account name exactly as a known one', async () => {
    const { app } = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    const signIn = signInWith(app);
    const known = await createUser(app);
    const unknown = `nobody_${randomUUID().slice(0, 6)}`;
    const pattern = async (name: string, net: string) => {
      const answers = [
        await signIn(`${net}.1`, name, 'guess-1'),
        await signIn(`${net}.2`, name, 'guess-2'),
        await signIn(`${net}.2`, name, 'guess-3'),
      ];
      return answers.map((res) => [
        res.statusCode,
        res.headers['retry-after'],
        res.json<{ message: string }>().message,
      ]);
    };
    const forKnown = await pattern(known.username, '10.22.0');
    expect(forKnown.map(([status]) => status)).toEqual([400, 400, 429]);
    expect(await pattern(unknown, '10.22.1')).toEqual(forKnown);
  });
});
