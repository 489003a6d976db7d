// @vitest-environment jsdom
import { getSession, login } from '@party/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProfilePage from './ProfilePage';
import { fail, ok, renderPage, setupTestApi } from '../test-utils';

const api = setupTestApi();

const apiUser = {
  id: 'u1',
  username: 'ama',
  email: 'ama@example.org',
  firstName: 'Ama',
  lastName: 'Mensah',
  picture: null,
  role: 'executive_admin',
  roles: ['executive_admin'],
};

const thisSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome on Windows',
  ip: '203.0.113.7',
  signInIp: '203.0.113.7',
  network: 'public',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: new Date().toISOString(),
  current: true,
};

const TWO_FACTOR_OFF = {
  enabled: false,
  pending: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required: false,
};

/** Signs in through the API, then answers the profile and session loads the page makes. */
async function signIn(user: Record<string, unknown> = apiUser) {
  api().on('POST', '/auth/login', ok({ token: 'access-1', refreshToken: 'refresh-1', user }));
  expect(await login('ama', 'secret')).toBe(true);
  api().reset();
  api().on('GET', '/users/profile', ok(user));
  api().on('GET', '/users/profile/sessions', ok([thisSession]));
  api().on('GET', '/users/profile/two-factor', ok(TWO_FACTOR_OFF));
}

function renderProfile() {
  // The file dialog can be switched to "All files": the page must not rely on `accept`.
  const user = userEvent.setup({ applyAccept: false });
  renderPage(<ProfilePage />, '/profile');
  return user;
}

const form = (name: string) => within(screen.getByRole('form', { name }));
const field = (formName: string, label: string) => form(formName).getByLabelText<HTMLInputElement>(label);

/** The error text tied to a control through aria-describedby. */
function errorOf(control: HTMLElement): string | undefined {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent;
}

const image = (name: string, size: number, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('ProfilePage', () => {
  it('sends a signed-out visitor to sign in, with the way back here', () => {
    renderPage(<ProfilePage />, '/profile');

    expect(screen.getByRole('heading', { name: 'Now at /login?next=%2Fprofile' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
  });

  it('shows username, email and role read-only, and the name to edit', async () => {
    await signIn();
    renderProfile();

    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('ama')).toBeTruthy();
    expect(within(account).getByText('ama@example.org')).toBeTruthy();
    expect(within(account).getByText('Executive admin')).toBeTruthy();
    expect(field('Profile details', 'First name').value).toBe('Ama');
    expect(field('Profile details', 'Last name').value).toBe('Mensah');
  });

  it('saves the name and updates the signed-in user', async () => {
    await signIn();
    api().on(
      'PATCH',
      '/users/profile',
      ok({ ...apiUser, firstName: 'Akua' }, 'Profile updated successfully'),
    );
    const user = renderProfile();

    await user.clear(field('Profile details', 'First name'));
    await user.type(field('Profile details', 'First name'), 'Akua');
    await user.click(form('Profile details').getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    const patch = api().requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ firstName: 'Akua', lastName: 'Mensah' });
    expect(getSession().user?.firstName).toBe('Akua');
  });

  it('shows a refused update beside the field', async () => {
    await signIn();
    api().on(
      'PATCH',
      '/users/profile',
      fail(400, 'Please correct the highlighted fields.', { firstName: ['First name is required'] }),
    );
    const user = renderProfile();

    await user.clear(field('Profile details', 'First name'));
    await user.click(form('Profile details').getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(errorOf(field('Profile details', 'First name'))).toBe('First name is required');
  });

  it('refuses a picture that is not an image, or is 5 MB or more', async () => {
    await signIn();
    const user = renderProfile();
    const picker = field('Profile details', 'Profile picture');

    await user.upload(picker, new File(['%PDF'], 'manifesto.pdf', { type: 'application/pdf' }));
    expect(errorOf(picker)).toBe('Please select an image file');

    await user.upload(picker, image('rally.png', 6 * 1024 * 1024));
    expect(errorOf(picker)).toBe('File size must be less than 5MB');
  });

  it('uploads a picture with a progress bar, then reloads the user', async () => {
    await signIn();
    const withPicture = { ...apiUser, picture: '/api/media/p1' };
    api().on('PATCH', '/users/profile', { ...ok(withPicture, 'Profile updated successfully'), delayMs: 300 });
    const user = renderProfile();
    api().on('GET', '/users/profile', ok(withPicture));

    await user.upload(field('Profile details', 'Profile picture'), image('portrait.png', 64 * 1024));
    await user.click(form('Profile details').getByRole('button', { name: 'Save profile' }));

    // The body is sent before the delayed answer: the bar shows the whole file uploaded.
    expect(await screen.findByRole('progressbar', { name: 'Uploading 100%' })).toBeTruthy();
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const patch = api().requests.find((r) => r.method === 'PATCH');
    expect(patch?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(patch?.body).toContain('filename="portrait.png"');
    expect(patch?.body).toContain('name="firstName"');
    expect(getSession().user?.picture).toBe('/api/media/p1');
    expect(screen.getByRole('img', { name: 'Your current profile picture' }).getAttribute('src')).toBe(
      '/api/media/p1',
    );
  });

  it('forgets a refused picture once another file is chosen', async () => {
    await signIn();
    api().on(
      'PATCH',
      '/users/profile',
      fail(400, 'Please correct the highlighted fields.', { picture: ['Please select an image file'] }),
    );
    const user = renderProfile();
    const picker = field('Profile details', 'Profile picture');
    await user.upload(picker, image('fake.png', 1024));
    await user.click(form('Profile details').getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(errorOf(field('Profile details', 'Profile picture'))).toBe('Please select an image file');

    await user.upload(field('Profile details', 'Profile picture'), image('real.png', 2048));
    expect(errorOf(field('Profile details', 'Profile picture'))).toBeUndefined();
  });

  it('removes the saved picture when asked', async () => {
    const withPicture = { ...apiUser, picture: '/api/media/p1' };
    await signIn(withPicture);
    api().on('PATCH', '/users/profile', ok({ ...apiUser, picture: null }, 'Profile updated successfully'));
    const user = renderProfile();

    await user.click(await screen.findByRole('checkbox', { name: 'Remove my current picture' }));
    await user.click(form('Profile details').getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    const patch = api().requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ firstName: 'Ama', lastName: 'Mensah', picture: null });
    expect(getSession().user?.picture).toBeNull();
    expect(screen.queryByRole('img', { name: 'Your current profile picture' })).toBeNull();
  });

  it('says "Failed to update profile" when an upload fails without a message', async () => {
    await signIn();
    api().on('PATCH', '/users/profile', { status: 500, raw: 'Internal error' });
    const user = renderProfile();

    await user.upload(field('Profile details', 'Profile picture'), image('portrait.png', 1024));
    await user.click(form('Profile details').getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });

  it('lists where the account is signed in', async () => {
    await signIn();
    renderProfile();

    const section = screen.getByRole('region', { name: 'Where you’re signed in' });
    const list = await within(section).findByRole('list', { name: 'Your sessions' });
    expect(within(list).getByRole('heading', { name: 'Chrome on Windows This device' })).toBeTruthy();
    expect(within(list).getByText('203.0.113.7 · Location unknown')).toBeTruthy();
  });

  it('refuses a new password that differs from its confirmation, without calling the server', async () => {
    await signIn();
    const user = renderProfile();

    await user.type(field('Change password', 'Current password'), 'old-password');
    await user.type(field('Change password', 'New password'), 'new-password-1');
    await user.type(field('Change password', 'Confirm new password'), 'new-password-2');
    await user.click(form('Change password').getByRole('button', { name: 'Change password' }));

    expect(errorOf(field('Change password', 'Confirm new password'))).toBe(
      'New password and confirm password do not match',
    );
    expect(api().requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('changes the password and empties the fields', async () => {
    await signIn();
    api().on('POST', '/users/change-password', ok(null, 'Password changed successfully'));
    const user = renderProfile();

    await user.type(field('Change password', 'Current password'), 'old-password');
    await user.type(field('Change password', 'New password'), 'new-password-1');
    await user.type(field('Change password', 'Confirm new password'), 'new-password-1');
    await user.click(form('Change password').getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(field('Change password', 'Current password').value).toBe('');
    expect(field('Change password', 'New password').value).toBe('');
    expect(field('Change password', 'Confirm new password').value).toBe('');
    const post = api().requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
  });

  it('lists the sessions again once a changed password has signed the others out', async () => {
    await signIn();
    const phone = {
      ...thisSession,
      id: '22222222-2222-4222-8222-222222222222',
      device: 'Safari on iPhone',
      current: false,
    };
    api().on('GET', '/users/profile/sessions', ok([thisSession, phone]));
    api().on('POST', '/users/change-password', ok(null, 'Password changed successfully'));
    const user = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Safari on iPhone' })).toBeTruthy();

    api().on('GET', '/users/profile/sessions', ok([thisSession]));
    await user.type(field('Change password', 'Current password'), 'old-password');
    await user.type(field('Change password', 'New password'), 'new-password-1');
    await user.type(field('Change password', 'Confirm new password'), 'new-password-1');
    await user.click(form('Change password').getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Safari on iPhone' })).toBeNull());
  });

  it('shows a wrong current password beside its field', async () => {
    await signIn();
    api().on(
      'POST',
      '/users/change-password',
      fail(400, 'Current password is incorrect', { currentPassword: ['Current password is incorrect'] }),
    );
    const user = renderProfile();

    await user.type(field('Change password', 'Current password'), 'wrong-password');
    await user.type(field('Change password', 'New password'), 'new-password-1');
    await user.type(field('Change password', 'Confirm new password'), 'new-password-1');
    await user.click(form('Change password').getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(errorOf(field('Change password', 'Current password'))).toBe('Current password is incorrect');
    expect(field('Change password', 'New password').value).toBe('new-password-1');
  });

  it('offers two-factor sign-in, and says when the site requires it of an administrator', async () => {
    await signIn();
    api().on('GET', '/users/profile/two-factor', ok({ ...TWO_FACTOR_OFF, required: true }));
    renderProfile();

    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByText('Required for administrators')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
  });
});
