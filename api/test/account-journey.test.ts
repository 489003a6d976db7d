import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { actor } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';
import { linkIn, startSmtpSink } from './helpers/smtp-sink.js';
import { PNG } from './helpers/uploads.js';

// One person's whole path through the accounts API, over real HTTP against a listening server whose mail
// goes to a real SMTP server: an administrator invites → the invitation mail → validate → register → the
// verification mail → verify → sign in → refresh (rotation, and reuse detected) → profile with a picture
// → change password → sign out.

const PUBLIC_URL = 'https://branch.example.org';
const sink = await startSmtpSink();
const { app } = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL, AUTH_RATE_LIMIT_MAX: '1000' } });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
afterAll(() => sink.close());

interface Answer {
  status: number;
  body: {
    success: boolean;
    message: string;
    data: Record<string, unknown>;
    errors?: Record<string, string[]>;
  };
}

async function call(
  method: string,
  path: string,
  options: { json?: unknown; form?: FormData; token?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

it('takes an invited person from the invitation email to signing out', async () => {
  const { token: adminToken } = await actor(app, 'admin');
  const email = 'abena.owusu@example.org';

  // The administrator invites; the invitation arrives by mail with its link.
  const created = await call('POST', '/invitations/create', {
    json: { email, daysValid: 3 },
    token: adminToken,
  });
  expect(created.status).toBe(201);
  expect(created.body.message).toMatch(/^Invitation created successfully/);
  const invitationMail = await sink.waitFor(email, /accept-invite/);
  const inviteToken = linkIn(invitationMail, `${PUBLIC_URL}/accept-invite?token=`).searchParams.get('token')!;

  const validated = await call('GET', `/invitations/validate?token=${encodeURIComponent(inviteToken)}`);
  expect(validated.body.data).toMatchObject({ valid: true, status: 'pending', email });

  // Registration; the verification link arrives by mail.
  const password = 'first password 2026';
  const registered = await call('POST', '/auth/register', {
    json: {
      username: 'abena',
      email,
      firstName: 'Abena',
      lastName: 'Owusu',
      password,
      passwordConfirm: password,
      inviteToken,
    },
  });
  expect(registered.status).toBe(201);
  const verificationMail = await sink.waitFor(email, /verify-email/);
  const verifyToken = linkIn(verificationMail, `${PUBLIC_URL}/verify-email?token=`).searchParams.get('token');

  const verified = await call('POST', '/auth/verify-email', { json: { token: verifyToken } });
  expect(verified.status).toBe(200);
  expect(verified.body.data).toMatchObject({ username: 'abena', role: 'member' });

  // Sign in by email.
  const login = await call('POST', '/auth/login', { json: { username: email, email, password } });
  expect(login.status).toBe(200);
  expect(login.body.message).toBe('Login successful');
  const first = login.body.data as { token: string; refreshToken: string };

  // Refresh rotates; presenting the spent refresh token again ends the whole session.
  const refreshed = await call('POST', '/auth/refresh-token', { json: { refreshToken: first.refreshToken } });
  expect(refreshed.status).toBe(200);
  const second = refreshed.body.data as { token: string; refreshToken: string };
  expect(second.refreshToken).not.toBe(first.refreshToken);
  const reused = await call('POST', '/auth/refresh-token', { json: { refreshToken: first.refreshToken } });
  expect(reused.status).toBe(401);
  expect((await call('GET', '/users/profile', { token: second.token })).status).toBe(401);

  // A fresh sign-in; the profile gets a name change and a picture.
  const again = await call('POST', '/auth/login', { json: { username: 'abena', password } });
  const session = again.body.data as { token: string };
  const form = new FormData();
  form.append('firstName', 'Abena Serwaa');
  form.append('picture', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  const updated = await call('PATCH', '/users/profile', { form, token: session.token });
  expect(updated.status).toBe(200);
  expect(updated.body.message).toBe('Profile updated successfully');
  const picture = updated.body.data.picture as string;
  expect(picture).toMatch(/^\/api\/media\//);
  const image = await fetch(`${base}${picture.replace(/^\/api/, '')}`);
  expect(image.headers.get('content-type')).toBe('image/png');

  // The password changes; the old one stops working.
  const newPassword = 'second password 2026';
  const changed = await call('POST', '/users/change-password', {
    json: { currentPassword: password, newPassword, confirmPassword: newPassword },
    token: session.token,
  });
  expect(changed.status).toBe(200);
  expect(changed.body.message).toBe('Password changed successfully');
  expect((await call('POST', '/auth/login', { json: { username: 'abena', password } })).status).toBe(400);
  const last = await call('POST', '/auth/login', { json: { username: 'abena', password: newPassword } });
  expect(last.status).toBe(200);
  const lastSession = last.body.data as { token: string; refreshToken: string };

  // Signing out ends the session: neither its access token nor its refresh token works afterwards.
  expect((await call('POST', '/auth/logout', { token: lastSession.token })).status).toBe(200);
  expect((await call('GET', '/users/profile', { token: lastSession.token })).status).toBe(401);
  const afterLogout = await call('POST', '/auth/refresh-token', {
    json: { refreshToken: lastSession.refreshToken },
  });
  expect(afterLogout.status).toBe(401);
});
