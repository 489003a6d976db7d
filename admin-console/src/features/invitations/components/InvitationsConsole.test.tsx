// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, renderWithProviders, setupTestApi, signInAs } from '../../../shared/test-utils';
import { InvitationsConsole } from './InvitationsConsole';
import { invitationStatus, type Invitation } from '../invitation-model';

const api = setupTestApi();

const invitation = (id: string, email: string, extra: Record<string, unknown> = {}) => ({
  id,
  email,
  token: `token-${id}`,
  inviteUrl: `https://example.org/accept-invite?token=${id}`,
  role: 'member',
  status: 'pending',
  expiresAt: '2099-01-01T00:00:00.000Z',
  usedAt: null,
  revokedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdByUsername: 'kofi',
  ...extra,
});

const pagination = (count: number) => ({
  count,
  page: 1,
  limit: 10,
  total_pages: 1,
  next: null,
  previous: null,
});

/** GET /invitations as the API answers it: filtered by status, one page of `limit`, counted in full. */
function answerInvitations(list: ReturnType<typeof invitation>[]) {
  api().on('GET', '/invitations', (request) => {
    const query = new URL(request.url, 'http://test').searchParams;
    const status = query.get('status');
    const createdBy = query.get('createdBy');
    const limit = Number(query.get('limit') ?? 10);
    const page = Number(query.get('page') ?? 1);
    const matching = list
      .filter((item) => !status || invitationStatus(item as Invitation) === status)
      .filter((item) => !createdBy || item.createdByUsername === createdBy);
    return ok(matching.slice((page - 1) * limit, page * limit), 'OK', {
      pagination: { ...pagination(matching.length), page, limit },
    });
  });
}

function answerDefaults(list = [invitation('i1', 'ama@example.org')]) {
  answerInvitations(list);
  api().on(
    'GET',
    '/roles',
    ok([
      { id: 'r1', name: 'member', displayName: 'Member', description: 'A member' },
      { id: 'r2', name: 'admin', displayName: 'Admin', description: 'An admin' },
    ]),
  );
  api().on('GET', '/health', ok({ status: 'healthy', database: { status: 'connected' } }));
}

const row = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr') as HTMLElement;

describe('InvitationsConsole', () => {
  it('tells non-admins they need administrator access', () => {
    signInAs('member');
    renderWithProviders(<InvitationsConsole />);
    expect(screen.getByText('You need administrator access to view this page.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create invitation' })).toBeNull();
  });

  it('counts every invitation in the stats, not only the page shown', async () => {
    answerDefaults([
      ...Array.from({ length: 12 }, (_, i) => invitation(`p${i}`, `pending${i}@example.org`)),
      invitation('u1', 'used@example.org', { status: 'used', usedAt: '2026-02-01T00:00:00.000Z' }),
    ]);
    renderWithProviders(<InvitationsConsole />);

    await screen.findByRole('rowheader', { name: 'pending0@example.org' });
    await waitFor(() => expect(screen.getByTestId('stat-total').textContent).toBe('13'));
    expect(screen.getByTestId('stat-active').textContent).toBe('12');
  });

  it('lists invitations with stats, health, and actions only on pending rows', async () => {
    answerDefaults([
      invitation('i1', 'ama@example.org'),
      invitation('i2', 'yaw@example.org', { status: 'used', usedAt: '2026-02-01T00:00:00.000Z' }),
      invitation('i3', 'efua@example.org', { status: undefined, revokedAt: '2026-02-01T00:00:00.000Z' }),
    ]);
    renderWithProviders(<InvitationsConsole />);

    await screen.findByRole('rowheader', { name: 'ama@example.org' });
    expect(screen.getByTestId('stat-total').textContent).toBe('3');
    expect(screen.getByTestId('stat-active').textContent).toBe('1');
    expect(within(row('ama@example.org')).getByRole('button', { name: /Revoke/ })).toBeTruthy();
    expect(within(row('yaw@example.org')).queryByRole('button')).toBeNull();
    expect(within(row('efua@example.org')).getByText('Revoked')).toBeTruthy();
    expect(within(row('efua@example.org')).queryByRole('button')).toBeNull();
    expect(await screen.findByText('Healthy')).toBeTruthy();
  });

  it('sends daysValid clamped to 1–365 and the chosen role', async () => {
    answerDefaults();
    api().on('POST', '/invitations/create', ok(invitation('i9', 'new@example.org'), 'Created'));
    const user = userEvent.setup();
    renderWithProviders(<InvitationsConsole />);
    await screen.findByRole('option', { name: 'Admin' });

    const form = within(screen.getByRole('form', { name: 'Create invitation' }));
    await user.type(form.getByLabelText(/^Email/), 'new@example.org');
    await user.clear(form.getByLabelText(/Days valid/));
    await user.type(form.getByLabelText(/Days valid/), '500');
    await user.selectOptions(form.getByLabelText(/^Role/), 'admin');
    await user.click(form.getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText('Invitation created successfully')).toBeTruthy();
    const sent = api().requests.filter((r) => r.path === '/api/invitations/create');
    expect(JSON.parse(sent[0]!.body)).toEqual({ email: 'new@example.org', daysValid: 365, role: 'admin' });

    await user.type(form.getByLabelText(/^Email/), 'next@example.org');
    await user.clear(form.getByLabelText(/Days valid/));
    await user.type(form.getByLabelText(/Days valid/), '0');
    await user.click(form.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(api().requests.filter((r) => r.path === '/api/invitations/create')).toHaveLength(2),
    );
    const second = api().requests.filter((r) => r.path === '/api/invitations/create')[1]!;
    expect(JSON.parse(second.body)).toMatchObject({ email: 'next@example.org', daysValid: 7 });
  });

  it('requires an email and shows the server message when creating fails', async () => {
    answerDefaults();
    api().on('POST', '/invitations/create', fail(409, 'An invitation is already pending'));
    const user = userEvent.setup();
    renderWithProviders(<InvitationsConsole />);
    const form = within(screen.getByRole('form', { name: 'Create invitation' }));

    await user.click(form.getByRole('button', { name: 'Send Invitation' }));
    expect(form.getByText('Email is required')).toBeTruthy();
    // Focus goes to the field in error.
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText(/^Email/)));

    await user.type(form.getByLabelText(/^Email/), 'ama@example.org');
    await user.click(form.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('An invitation is already pending')).toBeTruthy();
  });

  it('shows a refused email once, beside the field, not again in a banner', async () => {
    answerDefaults();
    api().on(
      'POST',
      '/invitations/create',
      fail(400, 'Invalid email format', { email: ['Invalid email format'] }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InvitationsConsole />);
    const form = within(screen.getByRole('form', { name: 'Create invitation' }));

    await user.type(form.getByLabelText(/^Email/), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Send Invitation' }));
    expect(await form.findByText('Invalid email format')).toBeTruthy();
    expect(screen.getAllByText('Invalid email format')).toHaveLength(1);
  });

  it('asks before revoking, then revokes with no body', async () => {
    answerDefaults();
    api().on(
      'PATCH',
      '/invitations/i1/revoke',
      ok(invitation('i1', 'ama@example.org', { status: 'revoked' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<InvitationsConsole />);
    await screen.findByRole('rowheader', { name: 'ama@example.org' });

    await user.click(within(row('ama@example.org')).getByRole('button', { name: /Revoke/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Revoke this invitation? This action cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() =>
      expect(
        api().requests.some((r) => r.method === 'PATCH' && r.path === '/api/invitations/i1/revoke'),
      ).toBe(true),
    );
    const revoke = api().requests.find((r) => r.path === '/api/invitations/i1/revoke')!;
    expect(revoke.body).toBe('');
  });

  it('reports resend failures and successes, and copies the link', async () => {
    answerDefaults();
    api().on('PATCH', '/invitations/i1/resend', fail(500, ''));
    const user = userEvent.setup();
    // After setup: user-event installs a clipboard stub of its own.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<InvitationsConsole />);
    await screen.findByRole('rowheader', { name: 'ama@example.org' });

    await user.click(within(row('ama@example.org')).getByRole('button', { name: /Resend/ }));
    expect(await screen.findByText('Failed to resend invitation')).toBeTruthy();

    api().on('PATCH', '/invitations/i1/resend', ok(invitation('i1', 'ama@example.org')));
    await user.click(within(row('ama@example.org')).getByRole('button', { name: /Resend/ }));
    expect(await screen.findByText('Invitation email resent successfully')).toBeTruthy();

    await user.click(within(row('ama@example.org')).getByRole('button', { name: /Copy invitation link/ }));
    expect(await screen.findByText('Invitation link copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://example.org/accept-invite?token=i1');
  });

  it('shows the load failure', async () => {
    answerDefaults();
    api().on('GET', '/invitations', fail(500, ''));
    renderWithProviders(<InvitationsConsole />);
    expect(await screen.findByText('Failed to load invitations')).toBeTruthy();
  });

  describe('Created by filter', () => {
    const list = [
      invitation('i1', 'ama@example.org', { createdByUsername: 'kofi' }),
      invitation('i2', 'yaw@example.org', { createdByUsername: 'abena' }),
      invitation('i3', 'efua@example.org', { createdByUsername: 'retired_admin' }),
    ];
    const user = (username: string, roles: string[], extra: Record<string, unknown> = {}) => ({
      id: `u-${username}`,
      username,
      roles,
      role: roles[0] ?? null,
      isSuperuser: false,
      ...extra,
    });

    it('offers the administrators and past creators, and lists only the invitations of the one chosen', async () => {
      answerDefaults(list);
      api().on(
        'GET',
        '/users',
        ok([
          user('abena', ['executive_admin']),
          user('kwesi', ['admin']),
          user('root', [], { isSuperuser: true }),
          user('ama', ['member']),
        ]),
      );
      const person = userEvent.setup();
      renderWithProviders(<InvitationsConsole />);
      await screen.findByRole('rowheader', { name: 'yaw@example.org' });

      const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Created by' });
      await waitFor(() =>
        expect([...select.options].map((option) => option.textContent)).toEqual([
          'Anyone',
          'abena',
          'kofi',
          'kwesi',
          'retired_admin',
          'root',
        ]),
      );

      await person.selectOptions(select, 'abena');
      const filters = within(screen.getByRole('form', { name: 'Filter invitations' }));
      await person.click(filters.getByRole('button', { name: 'Apply' }));

      await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'ama@example.org' })).toBeNull());
      expect(screen.getByRole('rowheader', { name: 'yaw@example.org' })).toBeTruthy();
      const listed = api().requests.filter(
        (r) =>
          r.path === '/api/invitations' && new URL(r.url, 'http://test').searchParams.get('limit') === '10',
      );
      expect(new URL(listed.at(-1)!.url, 'http://test').searchParams.get('createdBy')).toBe('abena');
      // The choice stays while the filtered list is shown; Reset lists everyone's again.
      expect(select.value).toBe('abena');
      await person.click(filters.getByRole('button', { name: 'Reset' }));
      expect(await screen.findByRole('rowheader', { name: 'ama@example.org' })).toBeTruthy();
      expect(select.value).toBe('');
    });

    it('does without the user list where the viewer may not read it', async () => {
      signInAs('admin');
      answerDefaults(list);
      renderWithProviders(<InvitationsConsole />);
      await screen.findByRole('rowheader', { name: 'yaw@example.org' });

      const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Created by' });
      await waitFor(() =>
        expect([...select.options].map((option) => option.textContent)).toEqual([
          'Anyone',
          'abena',
          'kofi',
          'retired_admin',
        ]),
      );
      expect(api().requests.some((r) => r.path === '/api/users')).toBe(false);
    });
  });
});
