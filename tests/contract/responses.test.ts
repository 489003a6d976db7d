import { randomUUID } from 'node:crypto';
import { actor, createUser, DEFAULT_PASSWORD, sessionFor } from '@party/api/testing/accounts';
import { createTestApp } from '@party/api/testing/app';
import { OVERSIZED, PHOTO, PNG } from '@party/api/testing/uploads';
import { totpCode } from '@party/api/testing/two-factor';
import type { ApiEnvelope } from '@party/shared-ui/api-contract';
import { describe, expect, it } from 'vitest';
import { ContractClient, listen } from './answers';
import { loadDocument, operations } from './contract';

// The real API, on its own database, answers every operation as the committed document says: each
// operation's success, and the error statuses a client can provoke (400, 401, 403, 404, 409, 413, 415,
// 429). Rate limits are raised so that this file's hundreds of calls are not cut short; a second app
// with tiny limits proves the 429s.

const document = loadDocument();
const { app } = await createTestApp({
  env: { RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://branch.example.org' },
});
const api = new ContractClient(await listen(app), document);
const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
// Every request counts against the general budget, so sign-in's own budget is shown on an app of its own.
const limitedSignIn = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1' } });

const admin = (await actor(app, 'admin')).token;
const superAdmin = (await actor(app, 'super_admin')).token;
const member = (await actor(app, 'member')).token;

let sequence = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(sequence += 1)}`;
const form = (
  fields: Record<string, string>,
  file?: { field: string; data: Buffer; name: string; type: string },
) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return body;
};
/** A sign-in answer that started a session: the account asked for no code after the password. */
const signedIn = <Answer extends object>(data: Answer): Exclude<Answer, { twoFactorRequired: true }> => {
  if ('twoFactorRequired' in data) throw new Error('The sign-in asked for a code from an authenticator app.');
  return data as Exclude<Answer, { twoFactorRequired: true }>;
};
/** The token in the newest email to `to` with such a link, once the mail outbox has sent what is due. */
const mailTo = async (to: string, link: RegExp) => {
  await app.mailOutbox.drain();
  const mail = [...app.mailer.outbox].reverse().find((m) => m.to === to && link.test(m.text));
  const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No mail to ${to} with a link ${String(link)}`);
  return token;
};

const article = () => ({
  title: unique('Constituency executives tour the new CHPS compound'),
  excerpt: 'The team inspected the facility ahead of its handover to the Ghana Health Service.',
  content: 'Executives, the assembly member and chiefs toured the compound on Monday.',
  category: 'health',
  author: 'Communications Team',
  image: 'https://images.example.org/chps.jpg',
  publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
});

const project = () => ({
  title: unique('Mechanised borehole for Adomfe'),
  description: 'A mechanised borehole with a 10,000-litre overhead tank and a water committee.',
  location: 'Adomfe',
  status: 'ongoing',
  category: 'Water & Sanitation',
  budget: 85000,
  beneficiariesCount: 1200,
  progressPercentage: 40,
  thumbnailUrl: 'https://images.example.org/borehole.jpg',
  tags: ['water', 'health'],
  partners: ['District Assembly'],
  startDate: '2025-02-01',
  endDate: '2025-06-30',
});

const EXECUTIVE = {
  full_name: 'Kwame Asante',
  position_held: 'Chairman',
  date_of_birth: '1968-04-12',
  date_of_assumption_of_office: '2022-06-01',
  phone_number: '024 412 3456',
  email: 'kwame.asante@example.org',
};

describe('health and media', () => {
  it('answers health, and a 400 for a query string holding NUL', async () => {
    await api.expect('getHealth', 200, '/api/health');
    await api.expect('getHealth', 400, '/api/health?x=%00');
  });

  it('serves uploaded bytes, a 304 for a known ETag, 400 and 404', async () => {
    const asset = await api.expect('createGalleryAsset', 201, '/api/gallery/assets', {
      token: admin,
      form: form(
        { title: unique('Rally at Asokwa'), category: 'Rallies' },
        {
          field: 'image',
          data: PNG,
          name: 'rally.png',
          type: 'image/png',
        },
      ),
    });
    const url = asset.data.imageUrl;
    expect(url).toMatch(/^\/api\/media\//);
    const bytes = await api.send('get', url);
    api.assertConforms(api.operation('getMedia'), url, 200, bytes);
    expect(bytes.contentType).toMatch(/^image\//);
    const etag = bytes.headers.get('etag')!;
    await api.expect('getMedia', 304, url, { headers: { 'if-none-match': etag } });
    await api.expect('getMedia', 400, '/api/media/not-a-uuid');
    await api.expect('getMedia', 404, `/api/media/${randomUUID()}`);
  });
});

describe('the site’s feeds', () => {
  it('serves the news feed, the sitemap and robots.txt in their documented types, and 304 for a known ETag', async () => {
    const documents = [
      ['getNewsFeed', '/api/site/rss.xml', 'application/rss+xml'],
      ['getSitemap', '/api/site/sitemap.xml', 'application/xml'],
      ['getRobotsTxt', '/api/site/robots.txt', 'text/plain'],
    ] as const;
    for (const [operationId, path, type] of documents) {
      const ref = api.operation(operationId);
      expect(Object.keys(ref.operation.responses['200']?.content ?? {})).toEqual([type]);
      const answer = await api.send('get', path);
      api.assertConforms(ref, path, 200, answer);
      expect(answer.contentType).toBe(`${type}; charset=utf-8`);
      const etag = answer.headers.get('etag');
      expect(etag).toBeTruthy();
      await api.expect(operationId, 304, path, { headers: { 'if-none-match': etag! } });
    }
  });
});

describe('accounts: invitations, registration, sessions and the profile', () => {
  const email = `abena.${Date.now().toString(36)}@example.org`;
  let invitationId = '';
  let session = { token: '', refreshToken: '' };

  it('invites, lists, reads, resends and validates an invitation', async () => {
    const created = await api.expect('createInvitation', 201, '/api/invitations/create', {
      token: admin,
      json: { email, daysValid: 3 },
    });
    invitationId = created.data.id;
    await api.expect('createInvitation', 400, '/api/invitations/create', {
      token: admin,
      json: { email: 'nope' },
    });
    await api.expect('listInvitations', 200, '/api/invitations?status=pending&page=1&limit=5', {
      token: admin,
    });
    await api.expect('listInvitations', 400, '/api/invitations?page=0', { token: admin });
    await api.expect('getInvitation', 200, `/api/invitations/${invitationId}`, { token: admin });
    await api.expect('resendInvitation', 200, `/api/invitations/${invitationId}/resend`, { token: admin });
    const token = await mailTo(email, /accept-invite/);
    await api.expect('validateInvitation', 200, `/api/invitations/validate?token=${token}`);
    await api.expect('validateInvitation', 400, '/api/invitations/validate');
    await api.expect('validateInvitation', 404, `/api/invitations/validate?token=${randomUUID()}`);
  });

  it('registers with the invitation, verifies the email and signs in', async () => {
    const inviteToken = await mailTo(email, /accept-invite/);
    const password = 'first password 2026';
    const person = {
      username: `abena_${Date.now().toString(36)}`,
      email,
      firstName: 'Abena',
      lastName: 'Owusu',
      password,
      passwordConfirm: password,
      inviteToken,
    };
    await api.expect('register', 400, '/api/auth/register', {
      json: { ...person, passwordConfirm: 'other' },
    });
    await api.expect('register', 201, '/api/auth/register', { json: person });
    // Another invitation cannot take a username that is already in use.
    const second = `kojo.${Date.now().toString(36)}@example.org`;
    await api.expect('createInvitation', 201, '/api/invitations/create', {
      token: admin,
      json: { email: second },
    });
    await api.expect('register', 409, '/api/auth/register', {
      json: { ...person, email: second, inviteToken: await mailTo(second, /accept-invite/) },
    });
    // Not verified yet: signing in is refused as a problem with the form; a suspended account is forbidden.
    await api.expect('login', 400, '/api/auth/login', { json: { username: person.username, password } });
    const suspended = await createUser(app, { status: 'suspended' });
    await api.expect('login', 403, '/api/auth/login', {
      json: { username: suspended.username, password: DEFAULT_PASSWORD },
    });
    await api.expect('verifyEmail', 400, '/api/auth/verify-email', { json: {} });
    await api.expect('verifyEmail', 200, '/api/auth/verify-email', {
      json: { token: await mailTo(email, /verify-email/) },
    });
    await api.expect('login', 400, '/api/auth/login', { json: { username: person.username } });
    const login = await api.expect('login', 200, '/api/auth/login', {
      json: { username: person.username, password },
    });
    session = signedIn(login.data);
    const refreshed = await api.expect('refreshToken', 200, '/api/auth/refresh-token', {
      json: { refreshToken: session.refreshToken },
    });
    // The spent refresh token is refused (and ends the session family).
    await api.expect('refreshToken', 401, '/api/auth/refresh-token', {
      json: { refreshToken: session.refreshToken },
    });
    await api.expect('refreshToken', 400, '/api/auth/refresh-token', { json: {} });
    session = signedIn(
      (await api.expect('login', 200, '/api/auth/login', { json: { username: person.username, password } }))
        .data,
    );
    expect(refreshed.data.token).not.toBe(session.token);
  });

  it('reads and changes the profile and the password, then signs out', async () => {
    const me = await api.expect('getProfile', 200, '/api/users/profile', { token: session.token });
    await api.expect('getUser', 200, `/api/users/${me.data.id}`, { token: session.token });
    await api.expect('updateProfile', 200, '/api/users/profile', {
      token: session.token,
      json: { firstName: 'Abena Serwaa' },
    });
    await api.expect('updateProfile', 200, '/api/users/profile', {
      token: session.token,
      form: form(
        { lastName: 'Owusu-Ansah' },
        { field: 'picture', data: PNG, name: 'me.png', type: 'image/png' },
      ),
    });
    await api.expect('updateProfile', 400, '/api/users/profile', {
      token: session.token,
      json: { firstName: 42 },
    });
    await api.expect('updateProfile', 413, '/api/users/profile', {
      token: session.token,
      form: form({}, { field: 'picture', data: OVERSIZED, name: 'big.png', type: 'image/png' }),
    });
    await api.expect('updateProfile', 415, '/api/users/profile', {
      token: session.token,
      raw: { body: '{"firstName":"Abena"}', contentType: 'text/plain' },
    });
    await api.expect('changePassword', 400, '/api/users/change-password', {
      token: session.token,
      json: { currentPassword: 'wrong password here', newPassword: 'x', confirmPassword: 'y' },
    });
    await api.expect('changePassword', 200, '/api/users/change-password', {
      token: session.token,
      json: {
        currentPassword: 'first password 2026',
        newPassword: 'second password 2026',
        confirmPassword: 'second password 2026',
      },
    });
    await api.expect('logout', 200, '/api/auth/logout', { token: session.token });
    await api.expect('getProfile', 401, '/api/users/profile', { token: session.token });
  });

  it('lists the signed-in user’s sessions, ends one, then all the others', async () => {
    const owner = await createUser(app);
    const signIn = async () =>
      signedIn(
        (
          await api.expect('login', 200, '/api/auth/login', {
            json: { username: owner.username, password: DEFAULT_PASSWORD },
          })
        ).data,
      );
    const laptop = await signIn();
    await signIn();
    const phone = await signIn();
    const listed = await api.expect('listSessions', 200, '/api/users/profile/sessions', {
      token: phone.token,
    });
    expect(listed.data).toHaveLength(3);
    const other = listed.data.find((listedSession) => !listedSession.current)!;
    await api.expect('endSession', 200, `/api/users/profile/sessions/${other.id}`, { token: phone.token });
    await api.expect('endSession', 404, `/api/users/profile/sessions/${other.id}`, { token: phone.token });
    const ended = await api.expect('endOtherSessions', 200, '/api/users/profile/sessions/end-others', {
      token: phone.token,
    });
    expect(ended.data.ended).toBe(1);
    await api.expect('listSessions', 401, '/api/users/profile/sessions', { token: laptop.token });
  });

  it('revokes an invitation once', async () => {
    const other = await api.expect('createInvitation', 201, '/api/invitations/create', {
      token: admin,
      json: { email: `kofi.${Date.now().toString(36)}@example.org` },
    });
    await api.expect('revokeInvitation', 200, `/api/invitations/${other.data.id}/revoke`, { token: admin });
    await api.expect('revokeInvitation', 409, `/api/invitations/${other.data.id}/revoke`, { token: admin });
  });
  it('asks for a reset link and sets a new password with it', async () => {
    const user = await createUser(app);
    await api.expect('forgotPassword', 202, '/api/auth/forgot-password', { json: { email: user.email } });
    // The same answer for an account that does not exist.
    await api.expect('forgotPassword', 202, '/api/auth/forgot-password', {
      json: { email: `nobody.${randomUUID()}@example.org` },
    });
    const token = await mailTo(user.email, /reset-password/);
    await api.expect('resetPassword', 400, '/api/auth/reset-password', {
      json: { token, password: 'short' },
    });
    await api.expect('resetPassword', 200, '/api/auth/reset-password', {
      json: { token, password: 'a new Passw0rd!', passwordConfirm: 'a new Passw0rd!' },
    });
    // Single use.
    await api.expect('resetPassword', 400, '/api/auth/reset-password', {
      json: { token, password: 'another Passw0rd!' },
    });
  });
  it('asks again for a verification email, with one answer for every account', async () => {
    const pending = await createUser(app, { status: 'pending' });
    await api.expect('resendVerification', 200, '/api/auth/resend-verification', {
      json: { email: pending.email },
    });
    await api.expect('resendVerification', 200, '/api/auth/resend-verification', {
      json: { email: `nobody.${randomUUID()}@example.org` },
    });
    await api.expect('resendVerification', 400, '/api/auth/resend-verification', { json: {} });
    await mailTo(pending.email, /verify-email/);
  });
});

describe('users and roles', () => {
  const suffix = Date.now().toString(36);
  const person = {
    username: `kobby_${suffix}`,
    email: `kobby.${suffix}@example.org`,
    first_name: 'Kobby',
    last_name: 'Addo',
    password: 'a good password',
    confirm_password: 'a good password',
  };

  it('creates, lists, reads, suspends and deletes a user', async () => {
    const created = await api.expect('createUser', 201, '/api/users', { token: superAdmin, json: person });
    await api.expect('createUser', 409, '/api/users', { token: superAdmin, json: person });
    await api.expect('createUser', 400, '/api/users', { token: superAdmin, json: { username: '' } });
    const id = created.data.id;
    await api.expect('listUsers', 200, `/api/users?search=kobby&page=1&limit=5`, { token: superAdmin });
    await api.expect('listUsers', 400, '/api/users?limit=0', { token: superAdmin });
    await api.expect('getUser', 200, `/api/users/${id}`, { token: superAdmin });
    await api.expect('getUser', 403, `/api/users/${id}`, { token: member });
    await api.expect('setUserStatus', 200, `/api/users/${id}/status`, {
      token: superAdmin,
      json: { status: 'suspended', reason: 'Posting spam' },
    });
    await api.expect('setUserStatus', 400, `/api/users/${id}/status`, {
      token: superAdmin,
      json: { status: 'sleeping' },
    });
    await api.expect('deleteUser', 200, `/api/users/${id}`, { token: superAdmin });
  });

  it('lists roles and assigns and removes them', async () => {
    await api.expect('listRoles', 200, '/api/roles', { token: admin });
    const user = await createUser(app);
    await api.expect('listUserRoles', 200, `/api/users/${user.id}/roles`, { token: superAdmin });
    await api.expect('assignUserRole', 200, `/api/users/${user.id}/roles`, {
      token: superAdmin,
      json: { role: 'executive_admin' },
    });
    await api.expect('assignUserRole', 400, `/api/users/${user.id}/roles`, { token: superAdmin, json: {} });
    await api.expect('assignUserRole', 404, `/api/users/${user.id}/roles`, {
      token: superAdmin,
      json: { role: 'no_such_role' },
    });
    await api.expect('removeUserRole', 200, `/api/users/${user.id}/roles`, {
      token: superAdmin,
      json: { role: 'member' },
    });
    // A user keeps at least one role.
    await api.expect('removeUserRole', 409, `/api/users/${user.id}/roles?role=executive_admin`, {
      token: superAdmin,
    });
  });

  it('lets a member read only their own account', async () => {
    const { token } = await sessionFor(app, (await createUser(app)).id);
    const me = await api.expect('getProfile', 200, '/api/users/profile', { token });
    await api.expect('getUser', 200, `/api/users/${me.data.id}`, { token });
  });
});

describe('news, projects and About', () => {
  it('publishes, lists, reads, replaces and deletes an article', async () => {
    const created = await api.expect('createNewsArticle', 201, '/api/news', {
      token: admin,
      json: article(),
    });
    await api.expect('createNewsArticle', 400, '/api/news', { token: admin, json: {} });
    const id = created.data.id;
    await api.expect('listNews', 200, '/api/news?category=health&page=1&limit=5');
    await api.expect('listNews', 400, '/api/news?category=weather');
    await api.expect('getNewsArticle', 200, `/api/news/${id}`);
    await api.expect('updateNewsArticle', 200, `/api/news/${id}`, { token: admin, json: article() });
    await api.expect('updateNewsArticle', 400, `/api/news/${id}`, { token: admin, json: { title: '' } });
    await api.expect('deleteNewsArticle', 200, `/api/news/${id}`, { token: admin });
    await api.expect('getNewsArticle', 404, `/api/news/${id}`);
  });

  it('creates, lists, reads, replaces and deletes a project, with the stats', async () => {
    const created = await api.expect('createProject', 201, '/api/projects', {
      token: admin,
      json: project(),
    });
    await api.expect('createProject', 400, '/api/projects', {
      token: admin,
      json: { ...project(), progressPercentage: 150 },
    });
    const id = created.data.id;
    await api.expect('listProjects', 200, '/api/projects?status=ongoing&page=1&limit=5');
    await api.expect('listProjects', 400, '/api/projects?page=0');
    await api.expect('getProjectStats', 200, '/api/projects/stats');
    await api.expect('getProject', 200, `/api/projects/${id}`);
    await api.expect('updateProject', 200, `/api/projects/${id}`, { token: admin, json: project() });
    await api.expect('updateProject', 400, `/api/projects/${id}`, { token: admin, json: {} });
    await api.expect('deleteProject', 200, `/api/projects/${id}`, { token: admin });
  });

  it('saves and reads About sections', async () => {
    // Each section is saved on its own path, its data typed by its kind.
    await api.expect('saveAboutMissionSection', 200, '/api/about/mission', {
      token: admin,
      json: {
        title: 'What we are here for',
        content: 'To serve every ward.',
        data: { icon: '🚀' },
        isPublished: true,
      },
    });
    await api.expect('saveAboutMissionSection', 400, '/api/about/mission', {
      token: admin,
      json: { data: { icon: '🚀'.repeat(11) } },
    });
    await api.expect('saveAboutHeroSection', 200, '/api/about/hero', {
      token: admin,
      json: { data: { subtitle: 'Serving every ward', ctaText: 'Get involved', ctaLink: '/get-involved' } },
    });
    await api.expect('saveAboutVisionSection', 200, '/api/about/vision', {
      token: admin,
      json: { data: { icon: '' } },
    });
    await api.expect('saveAboutValuesSection', 200, '/api/about/values', {
      token: admin,
      json: { data: { values: [{ title: 'Unity', description: 'One branch.' }] } },
    });
    await api.expect('saveAboutValuesSection', 400, '/api/about/values', {
      token: admin,
      json: { data: { values: [{ description: 'No title' }] } },
    });
    await api.expect('saveAboutHistorySection', 200, '/api/about/history', {
      token: admin,
      json: { data: { timeline: [{ year: '1992', title: 'Founded' }] } },
    });
    await api.expect('saveAboutActivitiesSection', 200, '/api/about/activities', {
      token: admin,
      json: { data: { activities: [{ title: 'Clean-up days' }] } },
    });
    await api.expect('saveAboutAchievementsSection', 200, '/api/about/achievements', {
      token: admin,
      json: { data: { achievements: [{ number: '12', description: 'Boreholes' }] } },
    });
    // Another spelling of a section's name is still that section; an unknown one is not found.
    await api.expect('saveAboutSection', 200, '/api/about/Mission', {
      token: admin,
      json: { title: 'Our mission' },
    });
    await api.expect('saveAboutSection', 404, '/api/about/nothing', { token: admin, json: { title: 'x' } });
    await api.expect('saveAboutSections', 200, '/api/about/sections', {
      token: admin,
      json: { sections: { vision: { title: 'Where we are going', content: 'A branch in every ward.' } } },
    });
    await api.expect('saveAboutSections', 400, '/api/about/sections', {
      token: admin,
      json: { sections: 'all' },
    });
    await api.expect('getAboutSections', 200, '/api/about');
    await api.expect('getAboutSection', 200, '/api/about/mission');
    await api.expect('getAboutSection', 404, '/api/about/nothing');
  });
});

describe('gallery', () => {
  it('adds, lists, reads, edits, compresses and removes an asset', async () => {
    const created = await api.expect('createGalleryAsset', 201, '/api/gallery/assets', {
      token: admin,
      form: form(
        { title: unique('Constituency rally at Asokwa'), category: 'Rallies' },
        {
          field: 'image',
          data: PHOTO,
          name: 'rally.jpg',
          type: 'image/jpeg',
        },
      ),
    });
    const linked = await api.expect('createGalleryAsset', 201, '/api/gallery/assets', {
      token: admin,
      json: { title: unique('Linked'), imageUrl: 'https://images.example.org/a.jpg' },
    });
    await api.expect('createGalleryAsset', 400, '/api/gallery/assets', { token: admin, json: {} });
    await api.expect('createGalleryAsset', 413, '/api/gallery/assets', {
      token: admin,
      form: form(
        { title: 'Too big' },
        { field: 'image', data: OVERSIZED, name: 'big.png', type: 'image/png' },
      ),
    });
    await api.expect('createGalleryAsset', 415, '/api/gallery/assets', {
      token: admin,
      raw: { body: 'title=x', contentType: 'text/plain' },
    });
    const id = created.data.id;
    await api.expect('listGalleryAssets', 200, '/api/gallery/assets?category=Rallies&page=1&page_size=5');
    await api.expect('listGalleryAssets', 200, '/api/gallery/assets?status=all', { token: admin });
    await api.expect('listGalleryAssets', 400, '/api/gallery/assets?page=0');
    await api.expect('getGalleryAsset', 200, `/api/gallery/assets/${id}`);
    await api.expect('updateGalleryAsset', 200, `/api/gallery/assets/${id}`, {
      token: admin,
      json: { description: 'Supporters gather at the roundabout' },
    });
    await api.expect('updateGalleryAsset', 400, `/api/gallery/assets/${id}`, {
      token: admin,
      json: { title: '' },
    });
    await api.expect('compressGalleryAsset', 200, `/api/gallery/assets/${id}/compress`, { token: admin });
    // A linked picture has no stored image to compress.
    await api.expect('compressGalleryAsset', 409, `/api/gallery/assets/${linked.data.id}/compress`, {
      token: admin,
    });
    await api.expect('deleteGalleryAsset', 200, `/api/gallery/assets/${id}`, { token: admin });
  });
  it('runs a bulk audit and follows it', async () => {
    await api.expect('createGalleryAsset', 201, '/api/gallery/assets', {
      token: admin,
      form: form(
        { title: unique('Audited rally'), category: 'Rallies' },
        {
          field: 'image',
          data: PHOTO,
          name: 'audit.jpg',
          type: 'image/jpeg',
        },
      ),
    });
    // Two launches at once: one starts the audit (202), the other is answered with it (200).
    const answers = await Promise.all([
      api.send('post', '/api/gallery/audits', { token: admin }),
      api.send('post', '/api/gallery/audits', { token: admin }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 202]);
    for (const answer of answers) {
      api.assertConforms(api.operation('startGalleryAudit'), '/api/gallery/audits', answer.status, answer);
    }
    const audit = (answers[0].body as { data: { id: string } }).data;
    await api.expect('getGalleryAudit', 200, `/api/gallery/audits/${audit.id}`, { token: admin });
    await api.expect('getCurrentGalleryAudit', 200, '/api/gallery/audits/current', { token: admin });
    await api.expect('getGalleryAudit', 404, `/api/gallery/audits/${randomUUID()}`, { token: admin });
    await api.expect('startGalleryAudit', 403, '/api/gallery/audits', { token: member });
  });

  it('stores an uploaded picture for news and projects', async () => {
    await api.expect('uploadMedia', 201, '/api/media', {
      token: admin,
      form: form({}, { field: 'image', data: PNG, name: 'cover.png', type: 'image/png' }),
    });
    await api.expect('uploadMedia', 400, '/api/media', {
      token: admin,
      form: form(
        {},
        { field: 'image', data: Buffer.from('not an image'), name: 'cover.png', type: 'image/png' },
      ),
    });
  });
});

describe('organisation: constituencies, wards, branches and executives', () => {
  /** The five executive operations of one level, below `base`; `owner` as in the operation ids. */
  async function executives(base: string, owner: string) {
    const id = (verb: string, plural = false) => `${verb}${owner}Executive${plural ? 's' : ''}`;
    await api.check(id('list', true), 200, `${base}/executives?page=1&limit=5`);
    const created = (await api.check(id('create'), 201, `${base}/executives`, {
      token: admin,
      json: EXECUTIVE,
    })) as ApiEnvelope<'createWardExecutive'>;
    await api.check(id('create'), 400, `${base}/executives`, { token: admin, json: {} });
    await api.check(id('create'), 413, `${base}/executives`, {
      token: admin,
      form: form(
        { full_name: 'Ama', position_held: 'Secretary' },
        {
          field: 'picture',
          data: OVERSIZED,
          name: 'big.png',
          type: 'image/png',
        },
      ),
    });
    await api.check(id('create'), 415, `${base}/executives`, {
      token: admin,
      raw: { body: 'full_name=Ama', contentType: 'text/plain' },
    });
    const item = `${base}/executives/${created.data.id}`;
    await api.check(id('get'), 200, item);
    await api.check(id('get'), 404, `${base}/executives/${randomUUID()}`);
    await api.check(id('update'), 200, item, {
      token: admin,
      form: form(
        { position_held: 'Vice Chairman' },
        { field: 'picture', data: PNG, name: 'k.png', type: 'image/png' },
      ),
    });
    await api.check(id('update'), 400, item, { token: admin, json: { full_name: 7 } });
    await api.check(id('delete'), 200, item, { token: admin });
  }

  /** Every ward operation of one mount (`ConstituencyWard` nested, `Ward` from the ward). */
  async function ward(constituencyId: string, mount: 'ConstituencyWard' | 'Ward') {
    const created = await api.expect(
      'createConstituencyWard',
      201,
      `/api/constituencies/${constituencyId}/wards`,
      {
        token: admin,
        json: { ward_name: unique('Ahodwo'), office_location: 'Ahodwo Junction' },
      },
    );
    const base =
      mount === 'Ward'
        ? `/api/wards/${created.data.id}`
        : `/api/constituencies/${constituencyId}/wards/${created.data.id}`;
    await api.check(`get${mount}`, 200, base);
    await api.check(`update${mount}`, 200, base, {
      token: admin,
      json: { office_location: 'Ahodwo Roundabout' },
    });
    await api.check(`update${mount}`, 400, base, { token: admin, json: { ward_name: 5 } });
    await executives(base, mount);

    const branch = (await api.check(`create${mount}Branch`, 201, `${base}/branches`, {
      token: admin,
      json: { branch_name: unique('Nhyiaeso') },
    })) as ApiEnvelope<'createWardBranch'>;
    await api.check(`create${mount}Branch`, 409, `${base}/branches`, {
      token: admin,
      json: { branch_name: branch.data.branch_name },
    });
    await api.check(`create${mount}Branch`, 400, `${base}/branches`, { token: admin, json: {} });
    await api.check(`list${mount}Branches`, 200, `${base}/branches?page=1&limit=5`);
    const branchPath = `${base}/branches/${branch.data.id}`;
    await api.check(`get${mount}Branch`, 200, branchPath);
    await api.check(`update${mount}Branch`, 200, branchPath, {
      token: admin,
      json: { branch_name: unique('Nhyiaeso North') },
    });
    await api.check(`update${mount}Branch`, 400, branchPath, { token: admin, json: { branch_name: 5 } });
    await executives(branchPath, `${mount}Branch`);
    await api.check(`delete${mount}Branch`, 200, branchPath, { token: admin });
    await api.check(`delete${mount}`, 200, base, { token: admin });
    await api.check(`get${mount}`, 404, base);
  }

  it('serves every operation of each level, nested and from the ward', async () => {
    const payload = () => ({
      constituency_name: unique('Subin'),
      office_location: 'Kejetia',
      phone_number: '0322020000',
      email: 'subin@example.org',
    });
    const first = payload();
    const created = await api.expect('createConstituency', 201, '/api/constituencies', {
      token: admin,
      json: first,
    });
    await api.expect('createConstituency', 409, '/api/constituencies', { token: admin, json: first });
    await api.expect('createConstituency', 400, '/api/constituencies', { token: admin, json: {} });
    const id = created.data.id;
    await api.expect('listConstituencies', 200, '/api/constituencies?search=Subin&page=1&limit=5');
    await api.expect('listConstituencies', 400, '/api/constituencies?limit=0');
    await api.expect('getConstituency', 200, `/api/constituencies/${id}`);
    await api.expect('updateConstituency', 200, `/api/constituencies/${id}`, {
      token: admin,
      json: { office_location: 'Adum' },
    });
    await api.expect('updateConstituency', 400, `/api/constituencies/${id}`, {
      token: admin,
      json: { email: 5 },
    });
    await executives(`/api/constituencies/${id}`, 'Constituency');
    await api.expect('listConstituencyWards', 200, `/api/constituencies/${id}/wards?include=branches&page=1`);
    await api.expect('listConstituencyWards', 400, `/api/constituencies/${id}/wards?page=0`);
    await api.expect('createConstituencyWard', 400, `/api/constituencies/${id}/wards`, {
      token: admin,
      json: {},
    });
    await ward(id, 'ConstituencyWard');
    await ward(id, 'Ward');
    await api.expect('deleteConstituency', 200, `/api/constituencies/${id}`, { token: admin });
  });
});

describe('site details', () => {
  it('saves and reads the site settings, and uploads, edits, orders, serves and removes a document', async () => {
    await api.expect('getSiteSettings', 200, '/api/site-settings');
    await api.expect('saveSiteSettings', 200, '/api/site-settings', {
      token: admin,
      json: {
        officeName: 'Constituency Office',
        addressLines: ['Asokwa Roundabout', 'Kumasi'],
        phone: '032 202 4581',
        email: 'info@example.org',
        openingHours: [{ days: 'Monday to Friday', time: '8:30 am – 5:00 pm' }],
        socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/branch' }],
      },
    });
    await api.expect('saveSiteSettings', 400, '/api/site-settings', {
      token: admin,
      json: {
        officeName: '',
        addressLines: [],
        phone: '',
        email: 'not-an-email',
        openingHours: [],
        socialLinks: [{ label: 'x', url: 'javascript:alert(1)' }],
      },
    });
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const created = await api.expect('createDocument', 201, '/api/documents', {
      token: admin,
      form: form(
        { title: unique('Manifesto'), description: 'Our commitments' },
        { field: 'file', data: pdf, name: 'manifesto.pdf', type: 'application/pdf' },
      ),
    });
    await api.expect('createDocument', 400, '/api/documents', {
      token: admin,
      form: form(
        { title: 'Not a PDF' },
        { field: 'file', data: PNG, name: 'x.pdf', type: 'application/pdf' },
      ),
    });
    const id = created.data.id;
    const list = await api.expect('listDocuments', 200, '/api/documents');
    await api.expect('updateDocument', 200, `/api/documents/${id}`, {
      token: admin,
      json: { title: 'Manifesto 2028' },
    });
    await api.expect('updateDocument', 200, `/api/documents/${id}`, {
      token: admin,
      form: form({}, { field: 'file', data: pdf, name: 'manifesto-2028.pdf', type: 'application/pdf' }),
    });
    await api.expect('reorderDocuments', 200, '/api/documents/order', {
      token: admin,
      json: { ids: list.data.map((document) => document.id).reverse() },
    });
    await api.expect('reorderDocuments', 400, '/api/documents/order', { token: admin, json: { ids: [] } });
    const file = await api.send('get', created.data.url);
    api.assertConforms(api.operation('downloadDocument'), created.data.url, 200, file);
    expect(file.contentType).toBe('application/pdf');
    await api.expect('downloadDocument', 304, created.data.url, {
      headers: { 'if-none-match': file.headers.get('etag')! },
    });
    await api.expect('deleteDocument', 200, `/api/documents/${id}`, { token: admin });
    await api.expect('downloadDocument', 404, created.data.url);
  });
});

describe('audit log', () => {
  it('lists administrative writes, filtered and paged, for super roles only', async () => {
    const created = await api.expect('createNewsArticle', 201, '/api/news', {
      token: admin,
      json: article(),
    });
    const id = created.data.id;
    await api.expect('updateNewsArticle', 200, `/api/news/${id}`, { token: admin, json: article() });
    const entries = await api.expect('listAuditEntries', 200, `/api/audit?entity=news&entityId=${id}`, {
      token: superAdmin,
    });
    expect(entries.data.map((entry) => entry.action)).toEqual(['update', 'create']);
    const today = new Date().toISOString().slice(0, 10);
    await api.expect(
      'listAuditEntries',
      200,
      `/api/audit?action=create&from=${today}&to=${today}&page=1&limit=5`,
      {
        token: superAdmin,
      },
    );
    await api.expect('listAuditEntries', 400, '/api/audit?from=yesterday', { token: superAdmin });
    await api.expect('listAuditEntries', 403, '/api/audit', { token: admin });
  });
});

describe('trash', () => {
  it('lists deleted records, restores one whole and deletes one for good', async () => {
    const article = () => ({
      title: unique('Trashed notice'),
      excerpt: 'A notice.',
      content: 'The notice in full.',
      category: 'social',
      author: 'Press Office',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const kept = await api.expect('createNewsArticle', 201, '/api/news', { token: admin, json: article() });
    const gone = await api.expect('createNewsArticle', 201, '/api/news', { token: admin, json: article() });
    await api.expect('deleteNewsArticle', 200, `/api/news/${kept.data.id}`, { token: admin });
    await api.expect('deleteNewsArticle', 200, `/api/news/${gone.data.id}`, { token: admin });
    const list = await api.expect('listTrashEntries', 200, '/api/trash?kind=news&page=1&limit=50', {
      token: admin,
    });
    const entryOf = (id: string) => list.data.find((entry) => entry.recordId === id)!;
    expect(entryOf(kept.data.id)).toMatchObject({ kind: 'news', label: kept.data.title });
    await api.expect('listTrashEntries', 400, '/api/trash?kind=planet', { token: admin });
    await api.expect('listTrashEntries', 403, '/api/trash', { token: member });

    const restored = await api.expect(
      'restoreTrashEntry',
      200,
      `/api/trash/${entryOf(kept.data.id).id}/restore`,
      {
        token: admin,
      },
    );
    expect(restored.data).toMatchObject({ kind: 'news', recordId: kept.data.id });
    await api.expect('restoreTrashEntry', 404, `/api/trash/${entryOf(kept.data.id).id}/restore`, {
      token: admin,
    });
    await api.expect('purgeTrashEntry', 200, `/api/trash/${entryOf(gone.data.id).id}`, { token: admin });
    await api.expect('purgeTrashEntry', 404, `/api/trash/${entryOf(gone.data.id).id}`, { token: admin });
    await api.expect('restoreTrashEntry', 400, '/api/trash/not-an-id/restore', { token: admin });
  });
});

describe('two-factor sign-in', () => {
  it('sets up, turns on, signs in with a code and a recovery code, renews the codes and turns off', async () => {
    const owner = await createUser(app, { roles: ['super_admin'] });
    const credentials = { username: owner.username, password: DEFAULT_PASSWORD };
    const { token } = signedIn(
      (await api.expect('login', 200, '/api/auth/login', { json: credentials })).data,
    );
    const profile = '/api/users/profile/two-factor';
    await api.expect('getTwoFactorStatus', 200, profile, { token });
    await api.expect('getTwoFactorStatus', 401, profile);
    await api.expect('enableTwoFactor', 409, `${profile}/enable`, { token, json: { code: '123456' } });
    const { data: setup } = await api.expect('startTwoFactorSetup', 200, `${profile}/setup`, { token });
    await api.expect('enableTwoFactor', 400, `${profile}/enable`, { token, json: { code: 'twelve' } });
    const enabled = await api.expect('enableTwoFactor', 200, `${profile}/enable`, {
      token,
      json: { code: totpCode(setup.secret) },
    });
    await api.expect('startTwoFactorSetup', 409, `${profile}/setup`, { token });

    const challengeOf = async () => {
      const { data } = await api.expect('login', 200, '/api/auth/login', { json: credentials });
      if (!('twoFactorRequired' in data)) throw new Error('The sign-in asked for no code.');
      return data.challenge;
    };
    const first = await challengeOf();
    await api.expect('loginTwoFactor', 400, '/api/auth/login/two-factor', {
      json: { challenge: first, code: '1' },
    });
    // The code of the next step: the one of this step was spent turning it on.
    await api.expect('loginTwoFactor', 200, '/api/auth/login/two-factor', {
      json: { challenge: first, code: totpCode(setup.secret, Date.now() + 30_000) },
    });
    await api.expect('loginTwoFactor', 200, '/api/auth/login/two-factor', {
      json: { challenge: await challengeOf(), recoveryCode: enabled.data.recoveryCodes[0]! },
    });
    const suspended = await createUser(app);
    const suspendedToken = (await sessionFor(app, suspended.id)).token;
    const { data: other } = await api.expect('startTwoFactorSetup', 200, `${profile}/setup`, {
      token: suspendedToken,
    });
    await api.expect('enableTwoFactor', 200, `${profile}/enable`, {
      token: suspendedToken,
      json: { code: totpCode(other.secret) },
    });
    const login = await api.expect('login', 200, '/api/auth/login', {
      json: { username: suspended.username, password: DEFAULT_PASSWORD },
    });
    await app.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.id).execute();
    await api.expect('loginTwoFactor', 403, '/api/auth/login/two-factor', {
      json: {
        challenge: 'challenge' in login.data ? login.data.challenge : '',
        code: totpCode(other.secret, Date.now() + 30_000),
      },
    });

    await api.expect('renewRecoveryCodes', 400, `${profile}/recovery-codes`, {
      token,
      json: { password: 'wrong' },
    });
    await api.expect('renewRecoveryCodes', 200, `${profile}/recovery-codes`, {
      token,
      json: { password: DEFAULT_PASSWORD },
    });

    // The policy: refused to a super administrator without it, turned on and at once off again by one with it.
    const policy = '/api/settings/two-factor';
    await api.expect('getTwoFactorPolicy', 200, policy, { token });
    await api.expect('getTwoFactorPolicy', 403, policy, { token: admin });
    await api.expect('saveTwoFactorPolicy', 400, policy, { token, json: { requiredForAdmins: 'yes' } });
    await api.expect('saveTwoFactorPolicy', 409, policy, {
      token: superAdmin,
      json: { requiredForAdmins: true },
    });
    await api.expect('saveTwoFactorPolicy', 200, policy, { token, json: { requiredForAdmins: true } });
    try {
      const refused = await api.expect('listRoles', 403, '/api/roles', { token: admin });
      expect(refused.code).toBe('TWO_FACTOR_REQUIRED');
    } finally {
      await api.expect('saveTwoFactorPolicy', 200, policy, { token, json: { requiredForAdmins: false } });
    }

    await api.expect('disableTwoFactor', 400, `${profile}/disable`, { token, json: { password: 'wrong' } });
    await api.expect('disableTwoFactor', 200, `${profile}/disable`, {
      token,
      json: { password: DEFAULT_PASSWORD },
    });
    await api.expect('disableTwoFactor', 409, `${profile}/disable`, {
      token,
      json: { password: DEFAULT_PASSWORD },
    });
  });

  it('lets a super administrator turn off another account’s, once, and never their own', async () => {
    const owner = await createUser(app);
    const { token } = await sessionFor(app, owner.id);
    const profile = '/api/users/profile/two-factor';
    const { data: setup } = await api.expect('startTwoFactorSetup', 200, `${profile}/setup`, { token });
    await api.expect('enableTwoFactor', 200, `${profile}/enable`, {
      token,
      json: { code: totpCode(setup.secret) },
    });
    const url = `/api/users/${owner.id}/two-factor`;
    await api.expect('resetUserTwoFactor', 403, url, { token: admin });
    await api.expect('resetUserTwoFactor', 200, url, { token: superAdmin });
    await api.expect('resetUserTwoFactor', 409, url, { token: superAdmin });
    const self = (await actor(app, 'super_admin')).user.id;
    await api.expect('resetUserTwoFactor', 409, `/api/users/${self}/two-factor`, { token: superAdmin });
    await api.expect('resetUserTwoFactor', 404, `/api/users/${randomUUID()}/two-factor`, {
      token: superAdmin,
    });
  });
});

describe('every operation', () => {
  /** A concrete path for a documented one, each parameter filled with `value`. */
  const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
  const guarded = app.routePolicies.filter((policy) => policy.access !== 'public');
  const refOf = (policy: { method: string; url: string }) => {
    const documented = policy.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const ref = operations(document).find(
      (r) => r.path === documented && r.method === policy.method.toLowerCase(),
    );
    if (!ref) throw new Error(`${policy.method} ${policy.url} is not in the document`);
    return ref;
  };

  it('answers 401 without a token wherever one is needed', async () => {
    expect(guarded.length).toBeGreaterThan(50);
    for (const policy of guarded) {
      const ref = refOf(policy);
      const path = fill(ref.path, randomUUID());
      api.assertConforms(ref, path, 401, await api.send(ref.method, path));
    }
  });

  it('answers 403 to a member wherever an administrator is needed', async () => {
    for (const policy of guarded.filter((p) => p.access === 'admin' || p.access === 'super')) {
      const ref = refOf(policy);
      const path = fill(ref.path, randomUUID());
      api.assertConforms(ref, path, 403, await api.send(ref.method, path, { token: member }));
    }
    // Administrators who are not super administrators cannot manage users.
    for (const policy of guarded.filter((p) => p.access === 'super')) {
      const ref = refOf(policy);
      const path = fill(ref.path, randomUUID());
      api.assertConforms(ref, path, 403, await api.send(ref.method, path, { token: admin }));
    }
  });

  it('answers 400 for an identifier that is not a UUID, and 404 for one that names nothing', async () => {
    for (const ref of operations(document)) {
      if (!/\{[^}]*[iI]d\}/.test(ref.path)) continue;
      const token = ref.operation.security?.length ? superAdmin : undefined;
      const bad = fill(ref.path, 'not-a-uuid');
      api.assertConforms(ref, bad, 400, await api.send(ref.method, bad, { token }));
      // Operations with a body validate it before looking anything up; those without one look up at once.
      if (ref.method === 'get' || !('requestBody' in ref.operation)) {
        const missing = fill(ref.path, randomUUID());
        api.assertConforms(ref, missing, 404, await api.send(ref.method, missing, { token }));
      }
    }
  });

  it('answers 400 for a query string holding NUL, and 413 and 415 for a body it cannot take', async () => {
    const tooLarge = JSON.stringify({ content: 'x'.repeat(1024 * 1024 + 1) });
    for (const ref of operations(document)) {
      const token = ref.operation.security?.length ? superAdmin : undefined;
      const path = fill(ref.path, randomUUID());
      const nul = `${path}?x=%00`;
      api.assertConforms(ref, nul, 400, await api.send(ref.method, nul, { token }));
      if (ref.method === 'get') continue;
      const plain = { body: 'just text', contentType: 'text/plain' };
      api.assertConforms(ref, path, 415, await api.send(ref.method, path, { token, raw: plain }));
      const large = { body: tooLarge, contentType: 'application/json' };
      api.assertConforms(ref, path, 413, await api.send(ref.method, path, { token, raw: large }));
    }
  });

  it('has had the success answer of every operation checked', () => {
    const missing = operations(document)
      .filter(({ operation }) => {
        const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
        return !api.checked.has(`${operation.operationId} ${success}`);
      })
      .map(({ operation }) => operation.operationId);
    expect(missing).toEqual([]);
  });
});

describe('a changed document', () => {
  it('fails an answer that the committed document accepts', async () => {
    const created = await api.expect('createNewsArticle', 201, '/api/news', {
      token: admin,
      json: article(),
    });
    const path = `/api/news/${created.data.id}`;
    const answer = await api.send('get', path);
    expect(api.validator.problems('get', path, answer.status, answer.body)).toEqual([]);

    // The same document with the article's `title` renamed, as a schema change the server did not make.
    const broken = structuredClone(document);
    const data = (
      broken as unknown as {
        components: { schemas: Record<string, { required: string[]; properties: Record<string, unknown> }> };
      }
    ).components.schemas.NewsArticle!;
    data.required = data.required.map((field) => (field === 'title' ? 'headline' : field));
    data.properties.headline = data.properties.title;
    delete data.properties.title;

    const problems = new ContractClient('http://127.0.0.1:9', broken).validator.problems(
      'get',
      path,
      answer.status,
      answer.body,
    );
    expect(problems).toEqual([expect.stringContaining("must have required property 'headline'")]);
  });
});

describe('rate limits', () => {
  it('answers 429 in the documented shape once a client is over its limit', async () => {
    const client = new ContractClient(await listen(limited.app), document);
    await client.expect('listNews', 200, '/api/news');
    await client.expect('getNewsArticle', 404, `/api/news/${randomUUID()}`);
    await client.expect('listNews', 429, '/api/news');
    const signIn = new ContractClient(await listen(limitedSignIn.app), document);
    await signIn.expect('login', 400, '/api/auth/login', { json: {} });
    await signIn.expect('login', 429, '/api/auth/login', { json: {} });
  });
});
