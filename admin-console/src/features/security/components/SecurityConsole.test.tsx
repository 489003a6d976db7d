// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithProviders, setupTestApi, signInAs } from '../../../shared/test-utils';
import { SecurityConsole } from './SecurityConsole';

const api = setupTestApi();

const puts = () =>
  api()
    .requests.filter((request) => request.method === 'PUT')
    .map((request) => JSON.parse(request.body) as unknown);

describe('the Security console', () => {
  it('asks before requiring two-factor sign-in of every administrator, then saves it', async () => {
    api().on('GET', '/settings/two-factor', ok({ requiredForAdmins: false, adminsWithoutTwoFactor: 2 }));
    api().on('PUT', '/settings/two-factor', (request) =>
      ok(
        { ...(JSON.parse(request.body) as object), adminsWithoutTwoFactor: 2 },
        'Administrators must now use two-factor sign-in.',
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SecurityConsole />);

    const toggle = await screen.findByRole('switch', {
      name: 'Require two-factor sign-in for every administrator',
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/2 administrators do not use two-factor sign-in yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/profile');

    await user.click(toggle);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Require two-factor sign-in for every administrator?',
    });
    expect(
      within(dialog).getByText(/2 administrators without it will find the back office closed/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts()).toEqual([]);
    expect((toggle as HTMLInputElement).checked).toBe(false);

    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Require it' }),
    );
    expect(await screen.findByText('Administrators must now use two-factor sign-in.')).toBeTruthy();
    expect(puts()).toEqual([{ requiredForAdmins: true }]);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('stops requiring it at once, without asking', async () => {
    api().on('GET', '/settings/two-factor', ok({ requiredForAdmins: true, adminsWithoutTwoFactor: 0 }));
    api().on(
      'PUT',
      '/settings/two-factor',
      ok({ requiredForAdmins: false, adminsWithoutTwoFactor: 0 }, 'Done.'),
    );
    const user = userEvent.setup();
    renderWithProviders(<SecurityConsole />);
    expect(await screen.findByText(/Every administrator uses two-factor sign-in/)).toBeTruthy();
    await user.click(screen.getByRole('switch'));
    expect(await screen.findByText('Done.')).toBeTruthy();
    expect(puts()).toEqual([{ requiredForAdmins: false }]);
  });

  it('says why the server refused, in its words for a conflict', async () => {
    api().on('GET', '/settings/two-factor', ok({ requiredForAdmins: false, adminsWithoutTwoFactor: 1 }));
    api().on(
      'PUT',
      '/settings/two-factor',
      fail(409, 'Turn on two-factor sign-in for your own account first (on your profile).'),
    );
    const user = userEvent.setup();
    renderWithProviders(<SecurityConsole />);
    await user.click(await screen.findByRole('switch'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Require it' }),
    );
    expect(await screen.findByText(/your own account first/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('switch').checked).toBe(false);
  });

  it('is for super administrators only', async () => {
    signInAs('admin');
    renderWithProviders(<SecurityConsole />);
    expect(await screen.findByText('You need super administrator access to view this page.')).toBeTruthy();
    expect(api().requests).toEqual([]);
  });
});
