// @vitest-environment jsdom
import { ApiError, Select, TextField, type FieldErrors, type TableColumn } from '@party/shared-ui';
import { queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@party/shared-ui/testing';
import { description, renderWithProviders, signInAs } from '../test-utils';
import { confirmDelete, fill, openDialog } from './test-utils';
import {
  defineRecordConsole,
  standardTexts,
  type RecordAction,
  type RecordFilter,
  type RecordPage,
} from './record-console';
import { RecordConsole } from './RecordConsole';
import { editAndDelete, RowActionButtons } from './RowActionButtons';

/**
 * What every record console does, whatever its records: the list, its filters and pages, the create/edit
 * dialog with its checks and failures, the delete confirmation and the notices. Each console's own test
 * covers only its declaration: columns, fields, rules, texts and calls.
 */

interface Thing {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
}

const KINDS = [
  { value: 'big', label: 'Big' },
  { value: 'small', label: 'Small' },
];

const PAGE_SIZE = 2;

const things = (count: number): Thing[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `t${index + 1}`,
    name: `Thing ${index + 1}`,
    kind: index % 2 === 0 ? 'big' : 'small',
  }));

/** The records the fake API holds, and its answers; each test sets them. */
let stored: Thing[] = [];
const listed = vi.fn(
  async (query: { page: number; filters: { search: string; kind: string } }): Promise<RecordPage<Thing>> => {
    const { search, kind } = query.filters;
    const matching = stored.filter(
      (thing) => thing.name.includes(search.trim()) && (kind === '' || thing.kind === kind),
    );
    return {
      items: matching.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE),
      page: query.page,
      totalPages: Math.max(1, Math.ceil(matching.length / PAGE_SIZE)),
      totalItems: matching.length,
    };
  },
);
const created = vi.fn(async (_values: { name: string; kind: string }, _scopeId: string) => undefined);
const updated = vi.fn(
  async (_row: Thing, _values: { name: string; kind: string }, _scopeId: string) => undefined,
);
const removed = vi.fn(async (_row: Thing, _scopeId: string) => undefined);

/** A failure as the API client reports an error envelope of the server's. */
const refusal = (status: number, message = '', errors: Record<string, string[]> = {}) =>
  ApiError.fromServer(status, { success: false, message, errors });

/** A search box and a select, each changing the list's query. */
const FILTERS: readonly RecordFilter<'search' | 'kind'>[] = [
  { name: 'search', kind: 'search', label: 'Search things' },
  { name: 'kind', kind: 'select', label: 'Kind', options: KINDS, placeholder: 'All kinds' },
];

const COLUMNS: readonly TableColumn<Thing>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (thing) => thing.name },
  { id: 'kind', header: 'Kind', cell: (thing) => thing.kind },
];

// The texts every console words alike, checked below as the user sees them.
const STANDARD = standardTexts({ one: 'thing', many: 'things' });

const THINGS_CONSOLE = defineRecordConsole({
  title: 'Manage Things',
  subtitle: 'The things of the test.',
  createLabel: 'Add thing',
  filters: FILTERS,
  emptyFilters: { search: '', kind: '' },
  view: { kind: 'table', caption: 'Things', columns: COLUMNS },
  rowKey: (thing) => thing.id,
  rowName: (thing) => thing.name,
  texts: {
    ...STANDARD.texts,
    emptyMessage: ({ filtered }) =>
      filtered ? 'No things match the current filters.' : 'Add the first thing.',
    deleteMessage: (thing) => `Delete thing "${thing.name}"? This cannot be undone.`,
  },
  form: {
    ...STANDARD.form,
    title: { create: 'New thing', edit: 'Edit thing' },
    submitLabel: { create: 'Create thing', edit: 'Save changes' },
    initial: (thing) => ({ name: thing?.name ?? '', kind: thing?.kind ?? 'small' }),
    validate: (values): FieldErrors => (values.name.trim() === '' ? { name: ['Name is required'] } : {}),
    // The server names the field thingName.
    mapServerErrors: (errors) => (errors.thingName ? { ...errors, name: errors.thingName } : errors),
    fields: (field) => (
      <>
        <TextField label="Name" required {...field('name')} />
        <Select label="Kind" options={KINDS} {...field('kind')} />
      </>
    ),
  },
  calls: {
    list: ({ page, filters }) =>
      queryOptions({ queryKey: ['things', page, filters], queryFn: () => listed({ page, filters }) }),
    create: created,
    update: updated,
    remove: removed,
    invalidates: ['things'],
  },
});

beforeEach(() => {
  stored = things(5);
  vi.clearAllMocks();
});
afterEach(cleanup);

const renderConsole = (declaration: typeof THINGS_CONSOLE = THINGS_CONSOLE) =>
  renderWithProviders(<RecordConsole declaration={declaration} />);
const lastListed = () => listed.mock.calls.at(-1)![0];

/**
 * Makes `call` refuse twice, with a message of the server's and then without one, each time `attempt`
 * sends it; the console reports the server's words, then its own fallback.
 */
async function expectRefusalsReported(
  call: { mockRejectedValueOnce: (error: unknown) => unknown },
  attempt: () => Promise<unknown>,
  serverText: string,
  fallback: string,
) {
  call.mockRejectedValueOnce(refusal(409, serverText));
  await attempt();
  expect(await screen.findByText(serverText)).toBeTruthy();
  call.mockRejectedValueOnce(refusal(500));
  await attempt();
  expect(await screen.findByText(fallback)).toBeTruthy();
}

/** A call that answers only once `finish` is called, to see the console while it runs. */
function heldCall() {
  let resolve = (_: undefined) => {};
  const call = () =>
    new Promise<undefined>((done) => {
      resolve = done;
    });
  return { call, finish: () => resolve(undefined) };
}

const DELETE_MESSAGE = (name: string) => `Delete thing "${name}"? This cannot be undone.`;

describe('RecordConsole', () => {
  it('lists the records with Edit and Delete named after each, and pages through them', async () => {
    renderConsole();
    expect(screen.getByRole('heading', { name: 'Manage Things' })).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: 'Thing 1' })).closest('tr')!;
    expect(within(row).getByText('big')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Thing 1' }).textContent).toBe('Edit');
    expect(within(row).getByRole('button', { name: 'Delete Thing 1' }).textContent).toBe('Delete');
    expect(screen.getByText('Page 1 of 3 (5 total things)')).toBeTruthy();
    expect(screen.queryByText('Thing 3')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Thing 3')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3 (5 total things)')).toBeTruthy();
    expect(lastListed().page).toBe(2);
  });

  it('goes back to page 1 on each filter change, and says why the list is empty', async () => {
    stored = [];
    renderConsole();
    expect(await screen.findByText('No things found')).toBeTruthy();
    expect(screen.getByText('Add the first thing.')).toBeTruthy();
    cleanup();

    stored = things(5);
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3 (5 total things)');
    fireEvent.change(screen.getByLabelText('Search things'), { target: { value: 'Thing' } });
    await waitFor(() => expect(lastListed()).toEqual({ page: 1, filters: { search: 'Thing', kind: '' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListed().page).toBe(2));
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'small' } });
    await waitFor(() =>
      expect(lastListed()).toEqual({ page: 1, filters: { search: 'Thing', kind: 'small' } }),
    );
    expect(await screen.findByText('Page 1 of 1 (2 total things)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search things'), { target: { value: 'nothing' } });
    expect(await screen.findByText('No things match the current filters.')).toBeTruthy();
    expect(screen.getByText('No things found')).toBeTruthy();
  });

  it("reports a failed load in the server's words or its own, and tries again", async () => {
    listed.mockRejectedValueOnce(refusal(500));
    renderConsole();
    expect(await screen.findByText('Failed to load things')).toBeTruthy();
    expect(screen.queryByText('No things found')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thing 1')).toBeTruthy();
    expect(screen.queryByText('Failed to load things')).toBeNull();
    cleanup();

    listed.mockRejectedValueOnce(refusal(503, 'Database down'));
    renderConsole();
    expect(await screen.findByText('Database down')).toBeTruthy();
  });

  it('checks the fields before sending, then creates, closes the dialog, reports and reloads', async () => {
    renderConsole();
    await screen.findByText('Thing 1');
    const dialog = await openDialog('Add thing');
    expect(within(dialog).getByRole('heading', { name: 'New thing' })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Kind').value).toBe('small');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create thing' }));
    expect(description(within(dialog).getByLabelText('Name'))).toContain('Name is required');
    expect(created).not.toHaveBeenCalled();

    const lists = listed.mock.calls.length;
    fill(dialog, { Name: 'Thing 6' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create thing' }));
    expect(await screen.findByText('Thing created successfully')).toBeTruthy();
    expect(created).toHaveBeenCalledWith({ name: 'Thing 6', kind: 'small' }, '');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(lists));

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Thing created successfully')).toBeNull();
  });

  it("edits from the record's values and shows the server's field errors, its message or the console's own", async () => {
    renderConsole();
    let dialog = await openDialog('Edit Thing 2');
    expect(within(dialog).getByRole('heading', { name: 'Edit thing' })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Thing 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    dialog = await openDialog('Edit Thing 2');
    updated.mockRejectedValueOnce(
      refusal(400, 'Validation failed', {
        thingName: ['Name is taken'],
        kind: ['Kind is retired'],
        non_field_errors: ['Kinds are locked'],
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(description(within(dialog).getByLabelText('Name'))).toContain('Name is taken'),
    );
    expect(within(dialog).getAllByRole('alert')[0]!.textContent).toContain('Validation failed');
    expect(within(dialog).getByText('Kinds are locked')).toBeTruthy();
    expect(description(within(dialog).getByLabelText('Kind'))).toContain('Kind is retired');

    updated.mockRejectedValueOnce(refusal(500));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Failed to save thing')).toBeTruthy();
    expect(description(within(dialog).getByLabelText('Name'))).not.toContain('Name is taken');

    fill(dialog, { Kind: 'big' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Thing updated successfully')).toBeTruthy();
    expect(updated).toHaveBeenLastCalledWith(stored[1], { name: 'Thing 2', kind: 'big' }, '');
  });

  it("asks before deleting, then deletes and reloads; a refusal is reported in the server's words or its own", async () => {
    renderConsole();
    const confirmation = await confirmDelete('Thing 1', 'Cancel');
    expect(confirmation).toContain('Delete thing?');
    expect(confirmation).toContain(DELETE_MESSAGE('Thing 1'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(removed).not.toHaveBeenCalled();

    const lists = listed.mock.calls.length;
    expect(await confirmDelete('Thing 1')).toContain(DELETE_MESSAGE('Thing 1'));
    expect(await screen.findByText('Thing deleted successfully')).toBeTruthy();
    expect(removed).toHaveBeenCalledWith(stored[0], '');
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(lists));

    await expectRefusalsReported(
      removed,
      () => confirmDelete('Thing 1'),
      'Thing is locked',
      'Failed to delete thing',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the confirmation open and busy while the delete runs', async () => {
    const { call, finish } = heldCall();
    removed.mockImplementationOnce(call);
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Thing 1' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(confirm).getByText('Deleting…')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    finish();
    expect(await screen.findByText('Thing deleted successfully')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

/** The shelf the listed things belong to, as a scope hook would choose it above the list. */
let shelf = { id: '', pending: false };

const SHELVED_CONSOLE = defineRecordConsole({
  ...THINGS_CONSOLE,
  useScope: () => ({ ...shelf, banners: null, selects: null }),
  view: {
    kind: 'cards',
    useCards: () => ({
      card: (thing: Thing, actions) => (
        <article aria-label={thing.name}>
          <RowActionButtons actions={editAndDelete(thing.name, actions)} />
        </article>
      ),
      dialogs: null,
    }),
  },
  texts: {
    ...THINGS_CONSOLE.texts,
    emptyMessage: ({ scoped }) => (scoped ? 'Put the first thing on this shelf.' : 'Choose a shelf first.'),
  },
  calls: {
    ...THINGS_CONSOLE.calls,
    list: ({ page, filters, scopeId }) =>
      queryOptions({
        queryKey: ['things', scopeId, page, filters],
        queryFn: () => listed({ page, filters }),
        enabled: scopeId !== '',
      }),
  },
});

describe('RecordConsole of records that belong to a parent, as cards', () => {
  it('offers no create, no pages and says so until a parent is chosen; waits while the parents load', async () => {
    shelf = { id: '', pending: false };
    renderConsole(SHELVED_CONSOLE);
    expect(await screen.findByText('Choose a shelf first.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add thing' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(/total things/)).toBeNull();
    expect(listed).not.toHaveBeenCalled();
    cleanup();

    shelf = { id: '', pending: true };
    renderConsole(SHELVED_CONSOLE);
    expect(screen.getByText('Loading things…')).toBeTruthy();
  });

  it("shows the parent's records as cards whose Edit and Delete act on them, and creates within the parent", async () => {
    shelf = { id: 's1', pending: false };
    renderConsole(SHELVED_CONSOLE);
    const card = await screen.findByRole('article', { name: 'Thing 1' });
    expect(screen.getByText('Page 1 of 3 (5 total things)')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit Thing 1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Thing updated successfully')).toBeTruthy();
    expect(updated).toHaveBeenCalledWith(stored[0], { name: 'Thing 1', kind: 'big' }, 's1');

    await confirmDelete('Thing 2');
    expect(await screen.findByText('Thing deleted successfully')).toBeTruthy();
    expect(removed).toHaveBeenCalledWith(stored[1], 's1');

    fill(await openDialog('Add thing'), { Name: 'Thing 6' });
    await userEvent.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(await screen.findByText('Thing created successfully')).toBeTruthy();
    expect(created).toHaveBeenCalledWith({ name: 'Thing 6', kind: 'small' }, 's1');
  });
});

/** Things pass through stages; only fresh things can be polished or shipped. */
interface Stage {
  readonly fresh: boolean;
}
const fresh = (thing: Thing) => (thing as Thing & Stage).fresh !== false;

const polished = vi.fn(async (_thing: Thing) => undefined);
const shipped = vi.fn(async (_thing: Thing) => undefined);
const measured = vi.fn(async (_thing: Thing) => undefined);

const THING_ACTIONS: readonly RecordAction<Thing>[] = [
  {
    label: 'Polish',
    name: (thing) => `Polish ${thing.name}`,
    variant: 'secondary',
    offered: fresh,
    run: polished,
    succeeded: (thing) => `${thing.name} polished`,
    failed: 'Failed to polish thing',
  },
  {
    label: 'Measure',
    name: (thing) => `Measure ${thing.name}`,
    variant: 'secondary',
    offered: fresh,
    unavailable: (thing) => thing.kind === 'big',
    run: measured,
    changes: false,
    succeeded: 'Thing measured',
    failed: () => 'The ruler is lost',
  },
  {
    label: 'Ship',
    name: (thing) => `Ship ${thing.name}`,
    variant: 'danger',
    offered: fresh,
    run: shipped,
    confirm: {
      title: 'Ship thing?',
      message: (thing) => `Ship ${thing.name} away? It will not come back.`,
      confirmLabel: 'Ship',
      busyLabel: 'Shipping…',
    },
    succeeded: 'Thing shipped',
    failed: 'Failed to ship thing',
  },
];

/** The things as a console with no edit dialog: a create form on the page, further row actions and more. */
const WORKSHOP_CONSOLE = defineRecordConsole({
  title: 'Workshop',
  subtitle: 'Make and ship things.',
  access: { requires: 'admin', tone: 'error', refusal: 'Only administrators may use the workshop.' },
  reloadLabel: 'Reload things',
  headerActions: () => <span>Workshop open</span>,
  useMetrics: ({ page }) => [{ id: 'count', label: 'Things listed', value: page ? page.totalItems : '…' }],
  createForm: {
    title: 'Make a thing',
    label: 'Make thing',
    submitLabel: 'Make it',
    busyLabel: 'Making…',
    clearLabel: 'Clear',
    layout: 'row',
    initial: () => ({ name: '', kind: 'small' }),
    validate: (values): FieldErrors => (values.name.trim() === '' ? { name: ['Name is required'] } : {}),
    saved: 'Thing made',
    failureMessage: 'Failed to make thing',
    fields: (field) => (
      <>
        <TextField label="Name" required {...field('name')} />
        <Select label="Kind" options={KINDS} {...field('kind')} />
      </>
    ),
  },
  panels: ({ page }) => <p>Panel of {page?.items.map((thing) => thing.name).join(', ') ?? 'nothing yet'}</p>,
  listSection: { title: 'The things', variant: 'card' },
  filters: FILTERS,
  applyFiltersLabel: 'Filter things',
  emptyFilters: { search: '', kind: '' },
  view: { kind: 'table', caption: 'Things', columns: COLUMNS, actionsHeader: 'Handling' },
  rowKey: (thing) => thing.id,
  rowName: (thing) => thing.name,
  rowActions: THING_ACTIONS,
  texts: {
    loading: 'Loading things…',
    loadFailed: (error) =>
      error instanceof ApiError && error.status === 401 ? 'Sign in first' : 'No things',
    emptyTitle: 'Nothing here.',
    totalNoun: 'things',
    deleteLabel: 'Scrap',
    deletingLabel: 'Scrapping…',
    deleteTitle: 'Scrap thing?',
    deleteMessage: (thing) => `Scrap ${thing.name}?`,
    deleted: (thing) => `Scrapped ${thing.name}.`,
    deleteFailed: () => 'The scrapyard is closed.',
  },
  calls: {
    list: ({ page, filters }) =>
      queryOptions({ queryKey: ['things', page, filters], queryFn: () => listed({ page, filters }) }),
    create: created,
    remove: removed,
    invalidates: ['things'],
  },
});

const renderWorkshop = (declaration: typeof WORKSHOP_CONSOLE = WORKSHOP_CONSOLE) =>
  renderWithProviders(<RecordConsole declaration={declaration} />);
const thingRow = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('RecordConsole with the optional parts declared', () => {
  beforeEach(() => signInAs('admin'));
  afterEach(endSession);

  it('shows its refusal, and loads nothing, to anyone its access gate keeps out', async () => {
    endSession();
    signInAs('member');
    renderWorkshop();
    expect(screen.getByRole('heading', { name: 'Workshop' })).toBeTruthy();
    expect(screen.getByText('Only administrators may use the workshop.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Make thing' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listed).not.toHaveBeenCalled();
  });

  it('shows the header actions instead of a create button, the metrics, the panels and the list under its heading', async () => {
    renderWorkshop();
    expect(await screen.findByText('Panel of Thing 1, Thing 2')).toBeTruthy();
    expect(screen.getByText('Things listed').nextElementSibling?.textContent).toBe('5');
    expect(screen.getByTestId('stat-count').textContent).toBe('5');
    expect(screen.getByRole('heading', { name: 'The things' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Make a thing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add thing' })).toBeNull();
    expect(screen.getByText('Workshop open')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Handling' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3 (5 total things)')).toBeTruthy();

    const lists = listed.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Reload things' }));
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(lists));
  });

  it('words a failed load itself, and says no more than the empty title when it declares no message', async () => {
    listed.mockRejectedValueOnce(refusal(503, 'Database down'));
    renderWorkshop();
    expect(await screen.findByText('No things')).toBeTruthy();
    expect(screen.queryByText('Database down')).toBeNull();
    cleanup();

    stored = [];
    renderWorkshop();
    const empty = await screen.findByText('Nothing here.');
    expect(empty.parentElement?.textContent).toBe('Nothing here.');
  });

  it('applies the filters only on Apply, from page 1, and Reset clears them', async () => {
    renderWorkshop();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListed().page).toBe(2));
    const filters = within(screen.getByRole('form', { name: 'Filter things' }));
    fireEvent.change(filters.getByLabelText('Kind'), { target: { value: 'small' } });
    fireEvent.change(filters.getByLabelText('Search things'), { target: { value: 'Thing' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lastListed()).toEqual({ page: 2, filters: { search: '', kind: '' } });

    await userEvent.click(filters.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(lastListed()).toEqual({ page: 1, filters: { search: 'Thing', kind: 'small' } }),
    );
    await userEvent.click(filters.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastListed()).toEqual({ page: 1, filters: { search: '', kind: '' } }));
    expect(filters.getByLabelText<HTMLInputElement>('Search things').value).toBe('');
  });

  it('creates from the form on the page: checks and focuses, sends, empties itself and reports', async () => {
    renderWorkshop();
    const form = within(screen.getByRole('form', { name: 'Make thing' }));
    await userEvent.click(form.getByRole('button', { name: 'Make it' }));
    expect(description(form.getByLabelText(/^Name/))).toContain('Name is required');
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText(/^Name/)));
    expect(created).not.toHaveBeenCalled();

    const lists = listed.mock.calls.length;
    fireEvent.change(form.getByLabelText(/^Name/), { target: { value: 'Thing 6' } });
    fireEvent.change(form.getByLabelText('Kind'), { target: { value: 'big' } });
    await userEvent.click(form.getByRole('button', { name: 'Make it' }));
    expect(await screen.findByText('Thing made')).toBeTruthy();
    expect(created).toHaveBeenCalledWith({ name: 'Thing 6', kind: 'big' }, '');
    expect(form.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('');
    expect(form.getByLabelText<HTMLSelectElement>('Kind').value).toBe('small');
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(lists));

    fireEvent.change(form.getByLabelText(/^Name/), { target: { value: 'Half made' } });
    await userEvent.click(form.getByRole('button', { name: 'Clear' }));
    expect(form.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('');
  });

  it('shows a refused field beside it only, and reports a refusal naming no field as a notice', async () => {
    renderWorkshop();
    const form = within(screen.getByRole('form', { name: 'Make thing' }));
    created.mockRejectedValueOnce(refusal(400, 'Name is taken', { name: ['Name is taken'] }));
    fireEvent.change(form.getByLabelText(/^Name/), { target: { value: 'Thing 1' } });
    await userEvent.click(form.getByRole('button', { name: 'Make it' }));
    await waitFor(() => expect(description(form.getByLabelText(/^Name/))).toContain('Name is taken'));
    expect(screen.getAllByText('Name is taken')).toHaveLength(1);
    expect(form.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Thing 1');

    await expectRefusalsReported(
      created,
      () => userEvent.click(form.getByRole('button', { name: 'Make it' })),
      'The workshop is closed',
      'Failed to make thing',
    );
  });

  it('only checks the values when it declares no create call, and says so inside the form until a field changes', async () => {
    const { create: _, ...calls } = WORKSHOP_CONSOLE.calls;
    renderWorkshop({ ...WORKSHOP_CONSOLE, calls });
    const form = within(screen.getByRole('form', { name: 'Make thing' }));
    fireEvent.change(form.getByLabelText(/^Name/), { target: { value: 'Thing 6' } });
    await userEvent.click(form.getByRole('button', { name: 'Make it' }));
    expect(form.getByText('Thing made')).toBeTruthy();
    expect(form.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Thing 6');
    expect(created).not.toHaveBeenCalled();
    fireEvent.change(form.getByLabelText(/^Name/), { target: { value: 'Thing 7' } });
    expect(form.queryByText('Thing made')).toBeNull();
  });

  it('offers the declared row actions where they apply, before Delete, and no Edit without a form', async () => {
    const [first, second] = things(2);
    stored = [first!, { ...second!, fresh: false } as Thing];
    renderWorkshop();
    await screen.findByRole('rowheader', { name: 'Thing 1' });
    const buttons = within(thingRow('Thing 1')).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Polish Thing 1',
      'Measure Thing 1',
      'Ship Thing 1',
      'Scrap Thing 1',
    ]);
    // Thing 1 is big: it cannot be measured.
    expect(buttons[1]).toHaveProperty('disabled', true);
    expect(
      within(thingRow('Thing 2'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Scrap']);
  });

  it('runs an action and reports its outcome; one that changes the record reloads and disables its actions meanwhile', async () => {
    const { call, finish } = heldCall();
    polished.mockImplementationOnce(call);
    renderWorkshop();
    await screen.findByRole('rowheader', { name: 'Thing 1' });
    const lists = listed.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Polish Thing 2' }));
    expect(screen.getByRole('button', { name: 'Polish Thing 2' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Ship Thing 2' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Measure Thing 2' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Polish Thing 1' })).toHaveProperty('disabled', false);
    finish();
    expect(await screen.findByText('Thing 2 polished')).toBeTruthy();
    expect(polished).toHaveBeenCalledWith(stored[1]);
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(lists));

    await expectRefusalsReported(
      polished,
      () => userEvent.click(screen.getByRole('button', { name: 'Polish Thing 2' })),
      'Already shiny',
      'Failed to polish thing',
    );

    const before = listed.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Measure Thing 2' }));
    expect(await screen.findByText('Thing measured')).toBeTruthy();
    measured.mockRejectedValueOnce(refusal(409, 'Too long'));
    await userEvent.click(screen.getByRole('button', { name: 'Measure Thing 2' }));
    expect(await screen.findByText('The ruler is lost')).toBeTruthy();
    expect(listed.mock.calls.length).toBe(before);

    // Reloading starts afresh: the last outcome goes.
    await userEvent.click(screen.getByRole('button', { name: 'Reload things' }));
    expect(screen.queryByText('The ruler is lost')).toBeNull();
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(before));
  });

  it('asks before an action that declares a confirmation, busy while it runs', async () => {
    const { call, finish } = heldCall();
    shipped.mockImplementationOnce(call);
    renderWorkshop();
    await userEvent.click(await screen.findByRole('button', { name: 'Ship Thing 1' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Ship thing?');
    expect(confirm.textContent).toContain('Ship Thing 1 away? It will not come back.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(shipped).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Ship Thing 1' }));
    confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ship' }));
    expect(within(confirm).getByText('Shipping…')).toBeTruthy();
    finish();
    expect(await screen.findByText('Thing shipped')).toBeTruthy();
    expect(shipped).toHaveBeenCalledWith(stored[0]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('words Delete, its confirmation and its outcomes as declared', async () => {
    renderWorkshop();
    await userEvent.click(await screen.findByRole('button', { name: 'Scrap Thing 1' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Scrap thing?');
    expect(confirm.textContent).toContain('Scrap Thing 1?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Scrap' }));
    expect(await screen.findByText('Scrapped Thing 1.')).toBeTruthy();

    removed.mockRejectedValueOnce(refusal(409, 'Thing is locked'));
    await userEvent.click(screen.getByRole('button', { name: 'Scrap Thing 2' }));
    confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Scrap' }));
    expect(await screen.findByText('The scrapyard is closed.')).toBeTruthy();
    expect(screen.queryByText('Thing is locked')).toBeNull();
  });

  it('shows a list declared whole without the pagination line', async () => {
    renderWorkshop({ ...WORKSHOP_CONSOLE, unpaged: true });
    await screen.findByRole('rowheader', { name: 'Thing 1' });
    expect(screen.queryByText(/total things/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

const returned = vi.fn(async (_thing: Thing, _why?: string) => undefined);
const unpinned = vi.fn(async (_thing: Thing) => undefined);

/** A cell's own action, run as a row action: asked first, then reported. */
const UNPIN: RecordAction<Thing> = {
  label: 'Unpin',
  name: (thing) => `Unpin ${thing.name}`,
  variant: 'secondary',
  run: unpinned,
  succeeded: (thing) => `${thing.name} unpinned`,
  failed: 'Failed to unpin thing',
};

/** A dialog of the console's own: it reports through the console, then closes itself. */
function OrderDialog({ name, close, done }: { name: string; close: () => void; done: () => void }) {
  return (
    <div role="dialog" aria-label={name}>
      <button
        onClick={() => {
          done();
          close();
        }}
      >
        Confirm order
      </button>
      <button onClick={close}>Never mind</button>
    </div>
  );
}

/** The things as a shop: dialogs of its own, cells with buttons of their own, a confirmation with a box. */
const SHOP_CONSOLE = defineRecordConsole({
  title: 'Shop',
  subtitle: 'Things for sale.',
  headerActions: ({ openDialog, notify }) => (
    <button
      onClick={() =>
        openDialog((close) => (
          <OrderDialog
            name="New order"
            close={close}
            done={() => notify({ tone: 'success', text: 'Order placed' })}
          />
        ))
      }
    >
      New order
    </button>
  ),
  filtersSection: { title: 'Filters', variant: 'card' },
  filters: [
    { name: 'search', kind: 'search', label: 'Search things', placeholder: 'Name of a thing' },
    { name: 'kind', kind: 'text', label: 'Maker' },
  ],
  emptyFilters: { search: '', kind: '' },
  view: {
    kind: 'table',
    caption: 'Things',
    showActionsHeader: true,
    columns: ({ busy, perform, openDialog, notify }) => [
      { id: 'name', header: 'Name', rowHeader: true, cell: (thing) => thing.name },
      {
        id: 'pin',
        header: 'Pin',
        cell: (thing) => (
          <>
            <button
              aria-label={`Unpin ${thing.name}`}
              disabled={busy(thing)}
              onClick={() => perform(UNPIN, thing)}
            >
              Unpin
            </button>
            <button
              aria-label={`Order ${thing.name}`}
              disabled={busy(thing)}
              onClick={() =>
                openDialog((close) => (
                  <OrderDialog
                    name={`Order ${thing.name}`}
                    close={close}
                    done={() => notify({ tone: 'success', text: `${thing.name} ordered` })}
                  />
                ))
              }
            >
              Order
            </button>
          </>
        ),
      },
    ],
  },
  rowKey: (thing) => thing.id,
  rowName: (thing) => thing.name,
  rowActions: [
    {
      label: 'Return',
      name: (thing) => `Return ${thing.name}`,
      variant: 'danger',
      run: returned,
      succeeded: (thing) => `${thing.name} returned`,
      failed: 'Failed to return thing',
      confirm: {
        title: 'Return thing?',
        message: (thing) => `Return ${thing.name}?`,
        confirmLabel: 'Return',
        busyLabel: 'Returning…',
        input: { label: 'Why (optional)' },
      },
    },
  ],
  texts: {
    loading: 'Loading things…',
    loadFailed: 'Failed to load things',
    emptyTitle: 'No things',
    deleteTitle: 'Delete thing?',
    deleteMessage: (thing) => `Delete ${thing.name}?`,
    deleted: (thing) => `${thing.name} deleted`,
    deleteFailed: 'Failed to delete thing',
  },
  calls: {
    list: ({ page, filters }) =>
      queryOptions({ queryKey: ['things', page, filters], queryFn: () => listed({ page, filters }) }),
    remove: removed,
    invalidates: ['things'],
  },
});

const renderShop = (declaration: typeof SHOP_CONSOLE = SHOP_CONSOLE) =>
  renderWithProviders(<RecordConsole declaration={declaration} />);

describe('RecordConsole with dialogs and cell buttons of its own', () => {
  it('opens a dialog of its own from the header or a cell, which reports through the console and closes', async () => {
    renderShop();
    await screen.findByRole('rowheader', { name: 'Thing 1' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'New order' }));
    let dialog = screen.getByRole('dialog', { name: 'New order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Never mind' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Order placed')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Order Thing 2' }));
    dialog = screen.getByRole('dialog', { name: 'Order Thing 2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(screen.getByText('Thing 2 ordered')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("runs a cell's own action as a row action: reported, reloading, and the record's buttons waiting meanwhile", async () => {
    const { call, finish } = heldCall();
    unpinned.mockImplementationOnce(call);
    renderShop();
    await screen.findByRole('rowheader', { name: 'Thing 1' });
    const lists = listed.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Unpin Thing 1' }));
    expect(screen.getByRole('button', { name: 'Unpin Thing 1' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Order Thing 1' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Return Thing 1' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Unpin Thing 2' })).toHaveProperty('disabled', false);
    finish();
    expect(await screen.findByText('Thing 1 unpinned')).toBeTruthy();
    expect(unpinned).toHaveBeenCalledWith(stored[0]);
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(lists));
    expect(screen.getByRole('button', { name: 'Unpin Thing 1' })).toHaveProperty('disabled', false);

    unpinned.mockRejectedValueOnce(refusal(500));
    await userEvent.click(screen.getByRole('button', { name: 'Unpin Thing 1' }));
    expect(await screen.findByText('Failed to unpin thing')).toBeTruthy();

    // A record being deleted waits too.
    const deletion = heldCall();
    removed.mockImplementationOnce(deletion.call);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Thing 2' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    const behind = (name: string) => screen.getByRole('button', { name, hidden: true });
    expect(behind('Order Thing 2')).toHaveProperty('disabled', true);
    expect(behind('Order Thing 1')).toHaveProperty('disabled', false);
    deletion.finish();
    expect(await screen.findByText('Thing 2 deleted')).toBeTruthy();
  });

  it('hands what was typed in a confirmation’s box, trimmed, to its action; each confirmation starts empty', async () => {
    renderShop();
    await userEvent.click(await screen.findByRole('button', { name: 'Return Thing 1' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Return Thing 1?');
    await userEvent.type(within(confirm).getByLabelText('Why (optional)'), '  Too small ');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Return' }));
    expect(await screen.findByText('Thing 1 returned')).toBeTruthy();
    expect(returned).toHaveBeenCalledWith(stored[0], 'Too small');

    await userEvent.click(screen.getByRole('button', { name: 'Return Thing 2' }));
    confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByLabelText<HTMLInputElement>('Why (optional)').value).toBe('');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Return' }));
    expect(await screen.findByText('Thing 2 returned')).toBeTruthy();
    expect(returned).toHaveBeenLastCalledWith(stored[1], '');

    // Delete asks without a box.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Thing 1' }));
    confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).queryByRole('textbox')).toBeNull();
  });

  it('puts its filters in a section of their own, a search box with a hint and a text box; shows the actions header and no total', async () => {
    renderShop();
    await screen.findByRole('rowheader', { name: 'Thing 1' });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.queryByText(/total/)).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Actions' }).textContent).toBe('Actions');
    expect(
      screen.getByRole('columnheader', { name: 'Actions' }).querySelector('.pui-visually-hidden'),
    ).toBeNull();

    const section = screen.getByRole('heading', { name: 'Filters' }).closest('section')!;
    const search = within(section).getByLabelText<HTMLInputElement>('Search things');
    expect(search.type).toBe('search');
    expect(search.placeholder).toBe('Name of a thing');
    const maker = within(section).getByLabelText<HTMLInputElement>('Maker');
    expect(maker.type).toBe('text');
    fireEvent.change(maker, { target: { value: 'small' } });
    await waitFor(() => expect(lastListed()).toEqual({ page: 1, filters: { search: '', kind: 'small' } }));
  });

  it('clears its notice after the declared time; without one, a notice stays until dismissed', async () => {
    renderShop({ ...SHOP_CONSOLE, noticeClearMs: 300 });
    await userEvent.click(await screen.findByRole('button', { name: 'Unpin Thing 1' }));
    expect(await screen.findByText('Thing 1 unpinned')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Thing 1 unpinned')).toBeNull(), { timeout: 3000 });
    cleanup();

    // Each new notice shows for the whole time, even one arriving while another is shown.
    renderShop({ ...SHOP_CONSOLE, noticeClearMs: 2000 });
    // At once, so that the second notice comes well within the first one's time.
    const order = (name: string) => {
      fireEvent.click(screen.getByRole('button', { name: `Order ${name}` }));
      fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    };
    await screen.findByRole('rowheader', { name: 'Thing 1' });
    order('Thing 1');
    expect(screen.getByText('Thing 1 ordered')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1400));
    order('Thing 2');
    expect(screen.getByText('Thing 2 ordered')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.getByText('Thing 2 ordered')).toBeTruthy();
    cleanup();

    renderShop();
    await userEvent.click(await screen.findByRole('button', { name: 'Unpin Thing 1' }));
    expect(await screen.findByText('Thing 1 unpinned')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByText('Thing 1 unpinned')).toBeTruthy();
    // Three seconds of real waiting at least, and up to three more for the first notice to clear.
  }, 10_000);
});
