// @vitest-environment jsdom
import { startSession } from '@party/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AMA, fail, ok, renderPage, setupTestApi } from '../../../test-utils';
import { ActiveSessions } from './ActiveSessions';

const api = setupTestApi();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const THIS_LAPTOP = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Firefox on Windows',
  ip: '192.168.1.20',
  signInIp: '192.168.1.20',
  network: 'local',
  createdAt: minutesAgo(3 * 24 * 60),
  lastUsedAt: minutesAgo(0),
  current: true,
};
const PHONE = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Safari on iPhone',
  ip: '203.0.113.7',
  signInIp: '203.0.113.7',
  network: 'public',
  createdAt: minutesAgo(10 * 24 * 60),
  lastUsedAt: minutesAgo(5),
  current: false,
};
const TABLET = {
  ...PHONE,
  id: '33333333-3333-4333-8333-333333333333',
  device: 'Chrome on Android',
  ip: null,
  signInIp: null,
  network: 'unknown',
  lastUsedAt: minutesAgo(3 * 60),
};

function show(sessions: unknown[]) {
  startSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: AMA });
  api().on('GET', '/users/profile/sessions', ok(sessions));
  const user = userEvent.setup();
  renderPage(<ActiveSessions />, '/profile');
  return user;
}

const item = (device: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name: device }) !== null)!;

describe('ActiveSessions', () => {
  it('lists each session with its device, address, place and last use, this device marked', async () => {
    show([THIS_LAPTOP, PHONE, TABLET]);

    const list = await screen.findByRole('list', { name: 'Your sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const laptop = item('Firefox on Windows This device');
    expect(within(laptop).getByText('192.168.1.20 · This network')).toBeTruthy();
    expect(within(laptop).getByText('Just now')).toBeTruthy();
    expect(within(laptop).queryByRole('button')).toBeNull();

    const phone = item('Safari on iPhone');
    expect(within(phone).getByText('203.0.113.7 · Location unknown')).toBeTruthy();
    expect(within(phone).getByText('5 minutes ago')).toBeTruthy();
    expect(within(phone).getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeTruthy();

    expect(within(item('Chrome on Android')).getByText('Address unknown · Location unknown')).toBeTruthy();
    expect(within(item('Chrome on Android')).getByText('3 hours ago')).toBeTruthy();
  });

  it('signs out another session once confirmed, then shows the list again', async () => {
    const user = show([THIS_LAPTOP, PHONE]);
    api().on('DELETE', `/users/profile/sessions/${PHONE.id}`, ok(null, 'Session ended'));

    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out this session?' });
    expect(within(dialog).getByText(/Safari on iPhone \(203\.0\.113\.7\) will be signed out/)).toBeTruthy();
    api().on('GET', '/users/profile/sessions', ok([THIS_LAPTOP]));
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Signed out of Safari on iPhone.')).toBeTruthy();
    expect(
      api()
        .requests.filter((r) => r.method === 'DELETE')
        .map((r) => r.path),
    ).toEqual([`/api/users/profile/sessions/${PHONE.id}`]);
    await screen.findByRole('list', { name: 'Your sessions' });
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Safari on iPhone' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const user = show([THIS_LAPTOP, PHONE]);

    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api().requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('signs out of all other sessions once confirmed', async () => {
    const user = show([THIS_LAPTOP, PHONE, TABLET]);
    api().on('POST', '/users/profile/sessions/end-others', ok({ ended: 2 }, '2 other sessions ended'));

    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of all other sessions?' });
    expect(within(dialog).getByText(/All 2 other devices .* This device stays signed in\./)).toBeTruthy();
    api().on('GET', '/users/profile/sessions', ok([THIS_LAPTOP]));
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));

    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeTruthy();
    expect(
      api()
        .requests.filter((r) => r.method === 'POST')
        .map((r) => r.path),
    ).toEqual(['/api/users/profile/sessions/end-others']);
    await screen.findByRole('list', { name: 'Your sessions' });
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull();
  });

  it('says when a session could not be signed out', async () => {
    const user = show([THIS_LAPTOP, PHONE]);
    api().on('DELETE', `/users/profile/sessions/${PHONE.id}`, fail(404, 'The session was not found.'));

    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect((await screen.findByRole('alert')).textContent).toContain('The session was not found.');
  });

  it('offers no "all other sessions" button when this is the only one', async () => {
    show([THIS_LAPTOP]);

    await screen.findByRole('list', { name: 'Your sessions' });
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull();
  });

  it('says when nothing is listed', async () => {
    show([]);

    expect(await screen.findByText('No active sessions')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    startSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: AMA });
    api().on('GET', '/users/profile/sessions', { status: 500, raw: 'Internal error' });
    const user = userEvent.setup();
    renderPage(<ActiveSessions />, '/profile');

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load your sessions');
    api().on('GET', '/users/profile/sessions', ok([THIS_LAPTOP]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: 'Your sessions' })).toBeTruthy();
  });
});
