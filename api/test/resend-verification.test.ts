import { afterAll, describe, expect, it } from 'vitest';
import { createUser, injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';
import { linkIn, startSmtpSink } from './helpers/smtp-sink.js';

// POST /api/auth/resend-verification: a new verification email for an account still waiting for its
// address to be verified, with one answer for everybody, with the mail going through a real SMTP server.

const PUBLIC_URL = 'https://branch.example.org';
const ANSWER =
  'If an account waiting for its email address to be verified matches what you entered, we have sent a new ' +
  'verification link to that address. The link is valid for 48 hours.';
const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app } = await createTestApp({
  env: { SMTP_URL: sink.url, PUBLIC_URL, AUTH_RATE_LIMIT_MAX: '10000' },
});

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });
const resend = (payload: unknown) => post('/api/auth/resend-verification', payload);

const verificationMails = (email: string) =>
  sink.messages.filter((m) => m.to.includes(email) && /verify-email\?token=/.test(m.text));

/** Sends every queued email, then gives the SMTP server's last message a moment to be read. */
async function delivered(email: string, count: number) {
  await app.mailOutbox.drain();
  for (let i = 0; i < 50 && verificationMails(email).length < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return verificationMails(email);
}

/** A pending account made the way a person makes one: an invitation, then registration. */
async function registered(): Promise<{ email: string; username: string }> {
  const email = `${unique('efua')}@example.org`;
  const created = await injectAs(app, 'admin', {
    method: 'POST',
    url: '/api/invitations/create',
    payload: { email },
  });
  const inviteToken = created.json<{ data: { token: string } }>().data.token;
  const username = unique('efua');
  const res = await post('/api/auth/register', {
    username,
    email,
    firstName: 'Efua',
    lastName: 'Owusu',
    password: 'a long enough password',
    passwordConfirm: 'a long enough password',
    inviteToken,
  });
  expect(res.statusCode).toBe(201);
  expect(await delivered(email, 1)).toHaveLength(1);
  return { email, username };
}

const tokenOf = (mail: { text: string }) =>
  linkIn(mail, `${PUBLIC_URL}/verify-email?token=`).searchParams.get('token')!;

describe('POST /api/auth/resend-verification', () => {
  it('sends a pending account a new link that verifies it', async () => {
    const { email } = await registered();
    const res = await resend({ email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: ANSWER });

    const mails = await delivered(email, 2);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map(tokenOf);
    expect(second).not.toBe(first);

    const verified = await post('/api/auth/verify-email', { token: second });
    expect(verified.statusCode).toBe(200);
    const user = await app.db
      .selectFrom('users')
      .select('status')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(user?.status).toBe('active');
  });

  it('takes the username as well', async () => {
    const { email, username } = await registered();
    expect((await resend({ username })).json()).toMatchObject({ message: ANSWER });
    expect(await delivered(email, 2)).toHaveLength(2);
  });

  it('answers the same, and sends nothing, for an unknown, an active or a suspended account', async () => {
    const active = await createUser(app);
    const suspended = await createUser(app, { status: 'suspended' });
    const unknown = `${unique('nobody')}@example.org`;
    for (const email of [unknown, active.email, suspended.email]) {
      const res = await resend({ email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: null, message: ANSWER });
    }
    await app.mailOutbox.drain();
    for (const email of [unknown, active.email, suspended.email]) {
      expect(sink.messages.some((m) => m.to.includes(email.toLowerCase()))).toBe(false);
    }
    const queued = await app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', 'in', [unknown, active.email, suspended.email])
      .execute();
    expect(queued).toHaveLength(0);
  });

  it('sends at most three verification emails per account per hour, registration included', async () => {
    const { email } = await registered();
    for (let i = 0; i < 4; i += 1) {
      expect((await resend({ email })).json()).toMatchObject({ message: ANSWER });
      await app.mailOutbox.drain();
    }
    expect(await delivered(email, 3)).toHaveLength(3);
  });

  it('names the field when no account is given', async () => {
    expect(expectValidationError(await resend({}), 'email')).toEqual(['Email is required']);
  });

  it('is documented, with its body', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    expect(doc.paths['/api/auth/resend-verification']?.post?.operationId).toBe('resendVerification');
  });
});
