import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { queueMail, KEEP_DAYS } from '../src/mail/outbox.js';
import { pruneOutboxMail } from '../src/mail/outbox.repository.js';
import { injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';
import { linkIn, startSmtpSink } from './helpers/smtp-sink.js';
import { startTcpProxy } from './helpers/tcp-proxy.js';

// The durable mail outbox with a real SMTP server behind a TCP proxy, so that the server can be stopped
// (connections refused) or hung (connections accepted, no greeting) and brought back. Whatever the mail
// server does, the action that causes an email answers at once, and the email is sent once it can be:
// none is lost and none goes twice.

const PUBLIC_URL = 'https://branch.example.org';
const sink = await startSmtpSink();
const smtp = new URL(sink.url);
const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(smtp.port) });
afterAll(async () => {
  await proxy.close();
  await sink.close();
});
// Short SMTP timeouts (transport options from the URL's query) keep each hung attempt to about a second.
const { app } = await createTestApp({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${proxy.port}/?ignoreTLS=true&connectionTimeout=1000&greetingTimeout=1000&socketTimeout=2000`,
    PUBLIC_URL,
  },
});
afterEach(() => proxy.restore());

let counter = 0;
const address = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter += 1)}@example.org`;

const outboxRows = (recipient: string) =>
  app.db
    .selectFrom('mail_outbox')
    .select(['status', 'attempts', 'body_text', 'body_html', 'last_error', 'locked_until'])
    .where('recipient', '=', recipient)
    .execute();

const mailsTo = (recipient: string) => sink.messages.filter((m) => m.to.includes(recipient));

/** As if the backoff had elapsed: every waiting row is due now. */
const makeDue = () =>
  app.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: sql<Date>`now()` })
    .where('status', '=', 'pending')
    .execute();

async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await action();
  return { result, ms: performance.now() - started };
}

const invite = (email: string) =>
  injectAs(app, 'admin', { method: 'POST', url: '/api/invitations/create', payload: { email } });

describe('SMTP server down', () => {
  it('answers at once, keeps the email, and sends it once the server is back', async () => {
    await proxy.kill();
    const to = address('down');
    const { result: res, ms } = await timed(() => invite(to));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ message: string }>().message).toBe('Invitation created successfully');
    // A bound, not a speed: the mail server's outage is not the request's business.
    expect(ms).toBeLessThan(5000);
    const token = res.json<{ data: { token: string } }>().data.token;

    await app.mailOutbox.drain();
    const [waiting] = await outboxRows(to);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
    expect(waiting!.last_error).toEqual(expect.any(String));
    expect(waiting!.body_text).toContain(token);

    // Asked again while it waits: no second copy.
    for (let i = 0; i < 2; i += 1) {
      const id = res.json<{ data: { id: string } }>().data.id;
      const resend = await injectAs(app, 'admin', { method: 'PATCH', url: `/api/invitations/${id}/resend` });
      expect(resend.statusCode).toBe(200);
    }
    expect(await outboxRows(to)).toHaveLength(1);

    await proxy.restore();
    await makeDue();
    await app.mailOutbox.drain();
    const mail = await sink.waitFor(to, /accept-invite/);
    expect(linkIn(mail, `${PUBLIC_URL}/accept-invite?token=`).searchParams.get('token')).toBe(token);
    // Every attempt carries the row's own Message-ID, so a repeat could be recognised.
    expect(mail.raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@localhost>/im);

    await makeDue();
    await app.mailOutbox.drain();
    expect(mailsTo(to)).toHaveLength(1);
    const [sent] = await outboxRows(to);
    // Sent: the body (with its token) is no longer kept.
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, body_text: null, body_html: null });
  });

  it('keeps the API answering other requests meanwhile', async () => {
    await proxy.kill();
    const to = address('still');
    expect((await invite(to)).statusCode).toBe(201);
    await app.mailOutbox.drain();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const list = await injectAs(app, 'admin', { method: 'GET', url: `/api/invitations?email=${to}` });
    expect(list.statusCode).toBe(200);
  });
});

describe('SMTP server hung', () => {
  it('answers at once and sends the email exactly once when the server answers again', async () => {
    proxy.hang();
    const to = address('hung');
    const { result: res, ms } = await timed(() => invite(to));
    expect(res.statusCode).toBe(201);
    expect(ms).toBeLessThan(5000);

    // The worker's attempt waits for a greeting that never comes, then gives up for now.
    await app.mailOutbox.drain();
    const [waiting] = await outboxRows(to);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mailsTo(to)).toHaveLength(0);

    await proxy.restore();
    await makeDue();
    await app.mailOutbox.drain();
    await sink.waitFor(to, /accept-invite/);
    await makeDue();
    await app.mailOutbox.drain();
    expect(mailsTo(to)).toHaveLength(1);
    expect((await outboxRows(to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the worker', () => {
  const queue = (to: string) =>
    queueMail(app.db, {
      kind: 'test',
      message: { to, subject: 'Outbox test', text: 'Hello', html: '<p>Hello</p>' },
    });

  it('takes over a row whose worker stopped (its lease ran out), not one another worker holds', async () => {
    const abandoned = address('abandoned');
    const held = address('held');
    await queue(abandoned);
    await queue(held);
    await app.db
      .updateTable('mail_outbox')
      .set({
        attempts: 1,
        locked_by: 'a stopped worker',
        locked_until: sql<Date>`now() - interval '1 second'`,
      })
      .where('recipient', '=', abandoned)
      .execute();
    await app.db
      .updateTable('mail_outbox')
      .set({
        attempts: 1,
        locked_by: 'another replica',
        locked_until: sql<Date>`now() + interval '5 minutes'`,
      })
      .where('recipient', '=', held)
      .execute();

    await app.mailOutbox.drain();
    await sink.waitFor(abandoned);
    expect((await outboxRows(abandoned))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailsTo(held)).toHaveLength(0);
    expect((await outboxRows(held))[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('gives up an email not sent before it expired, and keeps no body', async () => {
    const to = address('late');
    await queueMail(app.db, {
      kind: 'test',
      sendBefore: new Date(Date.now() - 1000),
      message: { to, subject: 'Too late', text: 'A link', html: '<p>A link</p>' },
    });
    await app.mailOutbox.drain();
    expect(mailsTo(to)).toHaveLength(0);
    expect((await outboxRows(to))[0]).toMatchObject({ status: 'failed', body_text: null, body_html: null });
  });

  it('deletes finished rows after a few days, never waiting ones', async () => {
    const old = address('old');
    const waiting = address('waiting');
    await queue(old);
    await queue(waiting);
    await app.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', finished_at: sql<Date>`now() - make_interval(days => ${KEEP_DAYS + 1})` })
      .where('recipient', '=', old)
      .execute();
    // Still waiting (held by a worker, say), however long ago it was queued.
    await sql`UPDATE mail_outbox SET created_at = now() - interval '30 days', locked_until = now() + interval '1 hour' WHERE recipient = ${waiting}`.execute(
      app.db,
    );
    expect(await pruneOutboxMail(app.db, KEEP_DAYS)).toBeGreaterThanOrEqual(1);
    expect(await outboxRows(old)).toHaveLength(0);
    expect(await outboxRows(waiting)).toHaveLength(1);
  });
});
