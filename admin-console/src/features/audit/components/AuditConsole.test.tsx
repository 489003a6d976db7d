// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithProviders, setupTestApi, signInAs } from '../../../shared/test-utils';
import { AuditConsole } from './AuditConsole';

const api = setupTestApi();

const entry = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  occurredAt: '2026-11-28T14:05:09.000Z',
  actorId: 'u-ama',
  actorUsername: 'ama',
  ip: '203.0.113.7',
  requestId: `req-${id}`,
  action: 'update',
  entity: 'news',
  entityId: `n-${id}`,
  label: 'CHPS compound handed over',
  changes: {
    title: { before: 'Executives tour the CHPS compound', after: 'CHPS compound handed over' },
    category: { before: 'health', after: 'development' },
  },
  ...extra,
});

const ENTRIES = [
  entry('e1'),
  entry('e2', {
    action: 'create',
    entity: 'ward',
    label: 'Atonsu',
    actorUsername: 'yaw',
    changes: { ward_name: { after: 'Atonsu' } },
  }),
  entry('e3', {
    action: 'update',
    entity: 'user',
    label: 'efua',
    changes: { password: { redacted: true } },
  }),
];

const USERS = [
  { id: 'u-ama', username: 'ama', roles: ['admin'], isSuperuser: false },
  { id: 'u-yaw', username: 'yaw', roles: ['super_admin'], isSuperuser: false },
  { id: 'u-kwesi', username: 'kwesi', roles: ['member'], isSuperuser: false },
];

const pagination = (count: number, page = 1) => ({
  count,
  page,
  limit: 20,
  total_pages: Math.max(1, Math.ceil(count / 20)),
  next: null,
  previous: null,
});

function answerDefaults(entries: unknown[] = ENTRIES, count = entries.length) {
  api().on('GET', '/audit', ok(entries, 'OK', { pagination: pagination(count) }));
  api().on('GET', '/users', ok(USERS, 'OK', { pagination: pagination(USERS.length) }));
}

const auditQueries = () =>
  api()
    .requests.filter((request) => request.path.endsWith('/audit'))
    .map((request) => new URL(request.url, 'http://test').searchParams);

/** The changes disclosure in the row of a record. */
const disclosureOf = (record: string) => screen.getByText(record).closest('tr')!.querySelector('summary')!;

async function renderLoaded() {
  answerDefaults();
  const user = userEvent.setup();
  renderWithProviders(<AuditConsole />);
  await screen.findByRole('table', { name: 'Audit log' });
  await screen.findByText('News article: CHPS compound handed over');
  return user;
}

describe('AuditConsole', () => {
  it.each(['member', 'admin', 'executive_admin'])(
    'tells %s that it needs super administrator access and asks the API for nothing',
    (role) => {
      signInAs(role);
      renderWithProviders(<AuditConsole />);
      expect(screen.getByText('You need super administrator access to view this page.')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      expect(api().requests).toEqual([]);
    },
  );

  it('lists when, who, from where, the action and the record of each change', async () => {
    await renderLoaded();
    const table = screen.getByRole('table', { name: 'Audit log' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .filter((header) => !header.closest('details'))
      .map((header) => header.textContent);
    expect(headers).toEqual(['When', 'Who', 'From', 'Action', 'Record', 'Changes']);
    const first = within(table).getAllByRole('row')[1]!;
    // The row is named by its moment, as a machine-readable time.
    expect(first.querySelector('th[scope="row"] time')?.getAttribute('dateTime')).toBe(
      '2026-11-28T14:05:09.000Z',
    );
    expect(first.textContent).toContain('ama');
    expect(first.textContent).toContain('203.0.113.7');
    expect(first.textContent).toContain('Request req-e1');
    expect(first.textContent).toContain('Updated');
    expect(screen.getByText('Ward: Atonsu')).toBeTruthy();
    expect(screen.getByText('Created')).toBeTruthy();
    // Read only: no buttons to edit or delete entries.
    expect(within(table).queryByRole('button')).toBeNull();
    expect(auditQueries()[0]?.get('page')).toBe('1');
  });

  it('folds each change away under a disclosure named after its record, with before and after', async () => {
    const user = await renderLoaded();
    const disclosure = screen.getByText('2 fields').closest('summary')!;
    expect(disclosure.textContent).toBe('2 fields changed: News article: CHPS compound handed over');
    const details = disclosure.closest('details')!;
    expect(details.open).toBe(false);

    await user.click(disclosure);
    expect(details.open).toBe(true);
    const diff = within(details).getByRole('table', {
      name: 'Changes to News article: CHPS compound handed over',
    });
    const title = within(diff).getByRole('rowheader', { name: 'Title' }).closest('tr')!;
    expect([...title.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Executives tour the CHPS compound',
      'CHPS compound handed over',
    ]);

    // A creation has no before; a secret says only that it changed.
    await user.click(disclosureOf('Ward: Atonsu'));
    const wardName = screen.getByRole('rowheader', { name: 'Ward name' }).closest('tr')!;
    expect([...wardName.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['—', 'Atonsu']);
    await user.click(disclosureOf('User: efua'));
    expect(screen.getByText('Changed (secret, not recorded)')).toBeTruthy();
  });

  it('filters by user, record type and dates on Apply, from page 1', async () => {
    const user = await renderLoaded();
    const form = screen.getByRole('form', { name: 'Filter audit log' });
    const who = within(form).getByLabelText('User');
    // Only accounts that can make administrative changes are offered.
    await waitFor(() =>
      expect(
        within(who)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Anyone', 'ama', 'yaw']),
    );
    await user.selectOptions(who, 'yaw');
    await user.selectOptions(within(form).getByLabelText('Record type'), 'Ward');
    await user.type(within(form).getByLabelText('From'), '2026-11-01');
    await user.type(within(form).getByLabelText('To'), '2026-11-28');
    const before = auditQueries().length;
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(auditQueries().length).toBeGreaterThan(before));
    const query = auditQueries().at(-1)!;
    expect(query.get('actor')).toBe('u-yaw');
    expect(query.get('entity')).toBe('ward');
    expect(query.get('from')).toBe('2026-11-01');
    expect(query.get('to')).toBe('2026-11-28');
    expect(query.get('page')).toBe('1');
  });

  it('says when nothing matches', async () => {
    answerDefaults([], 0);
    renderWithProviders(<AuditConsole />);
    expect(await screen.findByText('No changes found')).toBeTruthy();
    expect(screen.getByText('No administrative changes have been recorded yet.')).toBeTruthy();
  });

  it('says when the log cannot be loaded', async () => {
    api().on('GET', '/audit', fail(500, 'Something went wrong'));
    api().on('GET', '/users', ok(USERS, 'OK', { pagination: pagination(USERS.length) }));
    renderWithProviders(<AuditConsole />);
    expect(await screen.findByText(/Failed to load the audit log|Something went wrong/)).toBeTruthy();
  });
});
