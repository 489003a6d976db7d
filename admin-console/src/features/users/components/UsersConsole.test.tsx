// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithProviders, setupTestApi, signInAs } from '../../../shared/test-utils';
import { UsersConsole } from './UsersConsole';

const api = setupTestApi();

const person = (id: string, username: string, extra: Record<string, unknown> = {}) => ({
  id,
  username,
  email: `${username}@example.org`,
  firstName: '',
  lastName: '',
  fullName: '',
  roles: ['member'],
  status: 'active',
  lastLogin: null,
  twoFactorEnabled: false,
  ...extra,
});

const USERS = [
  person('u1', 'ama', {
    fullName: 'Ama Mensah',
    roles: ['admin', 'member'],
    lastLogin: '2026-03-01T10:00:00Z',
    twoFactorEnabled: true,
  }),
  person('u2', 'yaw', { firstName: 'Yaw', lastName: 'Osei', status: 'suspended' }),
  person('u3', 'efua', { status: 'inactive' }),
];

const ROLES = [
  { id: 'r1', name: 'member', displayName: 'Member', description: 'An ordinary member' },
  { id: 'r2', name: 'admin', displayName: 'Admin', description: 'Manages content' },
  { id: 'r3', name: 'super_admin', displayName: 'Super Admin', description: 'Manages everything' },
];

function answerDefaults(users = USERS) {
  api().on(
    'GET',
    '/users',
    ok(users, 'OK', {
      pagination: { count: 23, page: 1, limit: 10, total_pages: 3, next: 2, previous: null },
    }),
  );
  api().on('GET', '/roles', ok(ROLES));
}

const row = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;

async function renderLoaded() {
  answerDefaults();
  const user = userEvent.setup();
  renderWithProviders(<UsersConsole />);
  await screen.findByRole('rowheader', { name: /^Ama Mensah/ });
  return user;
}

describe('UsersConsole', () => {
  it('tells non-super administrators they need super administrator access', () => {
    signInAs('admin');
    renderWithProviders(<UsersConsole />);
    expect(screen.getByText('You need super administrator access to view this page.')).toBeTruthy();
    expect(api().requests).toHaveLength(0);
  });

  it('lists users with stats, names, last login and the actions their status allows', async () => {
    await renderLoaded();

    const stat = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stat('Total Users')).toBe('23');
    expect(stat('Active')).toBe('1');
    expect(stat('Suspended')).toBe('1');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    const ama = within(row('Ama Mensah'));
    expect(ama.getByText('@ama')).toBeTruthy();
    expect(ama.getByRole('button', { name: 'Suspend Ama Mensah' })).toBeTruthy();
    expect(ama.queryByRole('button', { name: /Restore/ })).toBeNull();

    const yaw = within(row('Yaw Osei'));
    expect(yaw.getByRole('button', { name: 'Restore Yaw Osei' })).toBeTruthy();
    expect(yaw.queryByRole('button', { name: /Suspend/ })).toBeNull();
    expect(yaw.getByRole('button', { name: 'Deactivate Yaw Osei' })).toBeTruthy();
    expect(yaw.getByText('—')).toBeTruthy();

    const efua = within(row('efua'));
    expect(efua.queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(efua.getByRole('button', { name: 'Restore efua' })).toBeTruthy();
  });

  it('disables removing the last role only', async () => {
    await renderLoaded();
    expect(
      within(row('Ama Mensah')).getByRole<HTMLButtonElement>('button', { name: 'Remove admin' }).disabled,
    ).toBe(false);
    expect(
      within(row('Yaw Osei')).getByRole<HTMLButtonElement>('button', { name: 'Remove member' }).disabled,
    ).toBe(true);
  });

  it('asks before removing a role from the table, then refreshes the list', async () => {
    const user = await renderLoaded();
    api().on('DELETE', '/users/u1/roles', ok({ roles: ['member'] }));

    await user.click(within(row('Ama Mensah')).getByRole('button', { name: 'Remove admin' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove role "admin" from Ama Mensah?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Role "admin" removed successfully!')).toBeTruthy();
    expect(JSON.parse(api().requests.find((r) => r.method === 'DELETE')!.body)).toEqual({ role: 'admin' });
  });

  it('filters on Apply from page 1, in the Filters card, and Reset clears them', async () => {
    const user = await renderLoaded();
    const lastQuery = () =>
      new URL(
        api()
          .requests.filter((r) => r.path.endsWith('/users'))
          .at(-1)!.url,
        'http://x',
      ).searchParams;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));

    const section = screen.getByRole('heading', { name: 'Filters' }).closest('section')!;
    const form = within(within(section).getByRole('form', { name: 'Filter users' }));
    expect(form.getByLabelText<HTMLInputElement>('Search').placeholder).toBe('Name, username or email');
    await user.type(form.getByLabelText('Search'), ' ama ');
    await user.selectOptions(form.getByLabelText('Status'), 'suspended');
    await user.type(form.getByLabelText('Role'), 'admin');
    expect(lastQuery().get('page')).toBe('2');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery())).toEqual({
        search: 'ama',
        status: 'suspended',
        role: 'admin',
        page: '1',
        limit: '10',
      }),
    );

    await user.click(form.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastQuery().get('status')).toBeNull());
    expect(form.getByLabelText<HTMLInputElement>('Search').value).toBe('');
  });

  it('restores at once, and Refresh reloads the list', async () => {
    const user = await renderLoaded();
    api().on('PATCH', '/users/u2/status', ok(person('u2', 'yaw', { status: 'active' })));
    await user.click(screen.getByRole('button', { name: 'Restore Yaw Osei' }));
    expect(await screen.findByText('Yaw Osei restored successfully')).toBeTruthy();
    expect(JSON.parse(api().requests.find((r) => r.method === 'PATCH')!.body)).toEqual({ status: 'active' });

    const lists = api().requests.filter((r) => r.path.endsWith('/users')).length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(api().requests.filter((r) => r.path.endsWith('/users')).length).toBeGreaterThan(lists),
    );
  });

  it('shows the empty message', async () => {
    answerDefaults([]);
    renderWithProviders(<UsersConsole />);
    expect(await screen.findByText('No users found with the current filters.')).toBeTruthy();
  });

  it('suspends with an optional reason after confirmation', async () => {
    const user = await renderLoaded();
    api().on('PATCH', '/users/u1/status', ok(person('u1', 'ama', { status: 'suspended' })));

    await user.click(screen.getByRole('button', { name: 'Suspend Ama Mensah' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Ama Mensah suspended successfully')).toBeTruthy();
    const sent = api().requests.find((r) => r.method === 'PATCH')!;
    expect(JSON.parse(sent.body)).toEqual({ status: 'suspended', reason: 'Spam' });
  });

  it('asks before deactivating and deleting, with the spec texts', async () => {
    const user = await renderLoaded();
    api().on('PATCH', '/users/u2/status', ok(person('u2', 'yaw', { status: 'inactive' })));
    api().on('DELETE', '/users/u2', fail(409, 'You cannot delete this user'));

    await user.click(screen.getByRole('button', { name: 'Deactivate Yaw Osei' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Deactivate Yaw Osei? They will be unable to sign in.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Yaw Osei deactivated successfully')).toBeTruthy();
    expect(JSON.parse(api().requests.find((r) => r.method === 'PATCH')!.body)).toEqual({
      status: 'inactive',
    });

    await user.click(screen.getByRole('button', { name: 'Delete Yaw Osei' }));
    dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Delete Yaw Osei? The account can be restored from the Trash for 30 days.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You cannot delete this user')).toBeTruthy();
  });

  it('shows whether two-factor sign-in is on, and turns it off for an account after confirmation', async () => {
    const user = await renderLoaded();
    const cell = (name: string) => {
      const table = screen.getByRole('table', { name: 'Users' });
      const column = within(table)
        .getAllByRole('columnheader')
        .findIndex((header) => header.textContent === 'Two-factor');
      return within(row(name)).getAllByRole('cell')[column - 1]?.textContent;
    };
    expect(cell('Ama Mensah')).toBe('On');
    expect(cell('Yaw Osei')).toBe('Off');
    // Offered only where it is on.
    expect(within(row('Yaw Osei')).queryByRole('button', { name: /two-factor/ })).toBeNull();
    expect(within(row('efua')).queryByRole('button', { name: /two-factor/ })).toBeNull();

    api().on('DELETE', '/users/u1/two-factor', ok(null, 'Two-factor sign-in turned off for ama'));
    const lists = api().requests.filter((r) => r.path.endsWith('/users')).length;
    await user.click(
      within(row('Ama Mensah')).getByRole('button', { name: 'Turn off two-factor sign-in for Ama Mensah' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Turn off two-factor sign-in?' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Turn off two-factor sign-in for Ama Mensah? They will sign in with their password alone until ' +
          'they set it up again, and their sessions end.',
      ),
    ).toBeTruthy();
    // Nothing is sent before the confirmation.
    expect(api().requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    // The server's words (not the console's own, which names Ama Mensah), and the list reloaded.
    expect(await screen.findByText('Two-factor sign-in turned off for ama')).toBeTruthy();
    expect(
      api()
        .requests.filter((r) => r.method === 'DELETE')
        .map((r) => r.path),
    ).toEqual([expect.stringMatching(/\/users\/u1\/two-factor$/) as unknown]);
    await waitFor(() =>
      expect(api().requests.filter((r) => r.path.endsWith('/users')).length).toBeGreaterThan(lists),
    );
  });

  it('shows why turning off two-factor sign-in failed', async () => {
    const user = await renderLoaded();
    api().on('DELETE', '/users/u1/two-factor', fail(409, 'ama does not use two-factor sign-in'));
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in for Ama Mensah' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn off' }),
    );
    expect(await screen.findByText('ama does not use two-factor sign-in')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('validates the Create User form with the spec messages', async () => {
    const user = await renderLoaded();
    await user.click(screen.getByRole('button', { name: '+ Create User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create User' }));

    for (const name of [
      'Activate immediately',
      'Staff',
      'Superuser',
      'Auto-generate password',
      'Send welcome email',
    ])
      expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(name) }).checked).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'Create User' }));
    for (const text of [
      'Username is required',
      'Email is required',
      'First name is required',
      'Last name is required',
      'Password is required (or enable auto-generate)',
    ])
      expect(dialog.getByText(text)).toBeTruthy();

    await user.type(dialog.getByLabelText(/^Username/), 'ab');
    await user.type(dialog.getByLabelText(/^Email/), 'not-an-email');
    await user.type(dialog.getByLabelText(/^Password/), 'short');
    await user.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(dialog.getByText('Username must be at least 3 characters')).toBeTruthy();
    expect(dialog.getByText('Invalid email format')).toBeTruthy();
    expect(dialog.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(dialog.getByText('Passwords do not match')).toBeTruthy();
    expect(api().requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates a user with the snake_case payload and maps server field errors', async () => {
    const user = await renderLoaded();
    api().on('POST', '/users', fail(400, 'Validation failed', { first_name: ['First name is too long'] }));
    await user.click(screen.getByRole('button', { name: '+ Create User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create User' }));

    await user.type(dialog.getByLabelText(/^Username/), 'kwame');
    await user.type(dialog.getByLabelText(/^Email/), 'kwame@example.org');
    await user.type(dialog.getByLabelText(/^First name/), 'Kwame');
    await user.type(dialog.getByLabelText(/^Last name/), 'Asante');
    await user.click(dialog.getByRole('checkbox', { name: /Auto-generate password/ }));
    await user.click(dialog.getByRole('checkbox', { name: /Send welcome email/ }));
    await user.click(dialog.getByRole('checkbox', { name: /Superuser/ }));
    expect(dialog.getByText(/Grant this only to trusted administrators/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await dialog.findByText('First name is too long')).toBeTruthy();

    const body: unknown = JSON.parse(api().requests.find((r) => r.method === 'POST')!.body);
    expect(body).toEqual({
      username: 'kwame',
      email: 'kwame@example.org',
      first_name: 'Kwame',
      last_name: 'Asante',
      is_active: false,
      is_staff: false,
      is_superuser: true,
      auto_generate_password: true,
      send_welcome_email: true,
    });

    api().on('POST', '/users', {
      status: 201,
      json: { success: true, data: person('u9', 'kwame'), message: 'Created' },
    });
    await user.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(
      await screen.findByText('User created successfully Welcome email sent to kwame@example.org'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Create User' })).toBeNull();
  });

  it('keeps a generated password on screen until it is copied or dismissed', async () => {
    const user = await renderLoaded();
    api().on('POST', '/users', {
      status: 201,
      json: {
        success: true,
        data: { ...person('u9', 'kwame'), generatedPassword: 'Tq7-vX2m-Lp9w' },
        message: 'Created',
      },
    });
    await user.click(screen.getByRole('button', { name: '+ Create User' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create User' }));
    await user.type(form.getByLabelText(/^Username/), 'kwame');
    await user.type(form.getByLabelText(/^Email/), 'kwame@example.org');
    await user.type(form.getByLabelText(/^First name/), 'Kwame');
    await user.type(form.getByLabelText(/^Last name/), 'Asante');
    await user.click(form.getByRole('checkbox', { name: /Auto-generate password/ }));
    await user.click(form.getByRole('button', { name: 'Create User' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Generated password' }));
    expect(shown.getByLabelText('Password')).toHaveProperty('value', 'Tq7-vX2m-Lp9w');
    // Not in the success banner, which clears itself after 4 s.
    expect(screen.queryByText(/Generated password: /)).toBeNull();
    // Well past the banner's 4 s, the password is still there.
    await new Promise((resolve) => setTimeout(resolve, 4200));
    expect(screen.getByRole('dialog', { name: 'Generated password' })).toBeTruthy();

    await user.click(shown.getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe('Tq7-vX2m-Lp9w');
    expect(shown.getByRole('status').textContent).toBe('The password is on the clipboard.');
    await user.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Generated password' })).toBeNull();
  }, 15_000);

  it('manages roles: only unassigned roles, selection required, success message', async () => {
    const user = await renderLoaded();
    let roles = ['admin', 'member'];
    api().on('GET', '/users/u1/roles', () =>
      ok({ roles: roles.map((name) => ROLES.find((r) => r.name === name)) }),
    );
    api().on('POST', '/users/u1/roles', (request) => {
      roles = [...roles, (JSON.parse(request.body) as { role: string }).role];
      return ok({ roles: roles.map((name) => ROLES.find((r) => r.name === name)) });
    });

    await user.click(screen.getByRole('button', { name: 'Manage Roles for ama' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Roles for ama' }));
    const select = await dialog.findByLabelText('Role to assign');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(within(select).getByRole('option', { name: 'Super Admin' })).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Assign Role' }));
    expect(dialog.getByText('Please select a role')).toBeTruthy();

    await user.selectOptions(select, 'super_admin');
    expect(dialog.getByText(/Manages everything/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Assign Role' }));
    expect(await dialog.findByText('Role "super_admin" assigned successfully!')).toBeTruthy();
    expect(await dialog.findByText('All available roles have been assigned to this user.')).toBeTruthy();
  });

  it('disables Remove on the last role in the modal and reports load failures', async () => {
    const user = await renderLoaded();
    api().on('GET', '/users/u2/roles', ok({ roles: ['member'] }));
    api().on('GET', '/users/u3/roles', fail(500, ''));

    await user.click(screen.getByRole('button', { name: 'Manage Roles for yaw' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Manage Roles for yaw' }));
    const remove = await dialog.findByRole('button', { name: 'Remove role member' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    // The footer's Close (the × button has the same name).
    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(screen.getByRole('button', { name: 'Manage Roles for efua' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Manage Roles for efua' }));
    expect(await dialog.findByText('Failed to load user roles')).toBeTruthy();
  });
});
