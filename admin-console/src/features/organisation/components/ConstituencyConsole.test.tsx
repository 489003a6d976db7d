// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, fail, ok, renderWithProviders, setupTestApi } from '../../../shared/test-utils';
import { ConstituencyConsole } from './ConstituencyConsole';
import { C1, C2, EXEC, paged } from '../test-data';

const api = setupTestApi();

const CEXEC = { ...EXEC, level: 'constituency', full_name: 'Kojo Asante', position_held: 'Chairman' };

function routes() {
  api().on('GET', '/constituencies', paged([C1, C2], 2, 1, 50));
  api().on('GET', `/constituencies/${C1.id}`, ok(C1));
  api().on('GET', `/constituencies/${C2.id}`, ok(C2));
  api().on('GET', `/constituencies/${C1.id}/executives`, paged([CEXEC], 1, 1, 100));
  api().on('GET', `/constituencies/${C2.id}/executives`, paged([], 0, 1, 100));
}

describe('ConstituencyConsole', () => {
  it('lists constituencies (limit 50), selects the first and shows its details and executives (limit 100)', async () => {
    routes();
    renderWithProviders(<ConstituencyConsole />);
    expect(await screen.findByText('Kojo Asante')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details.textContent).toContain('Asokwa Road');
    expect(details.textContent).toContain('asokwa@example.org');
    expect(details.textContent).toContain('Wards3');
    const urls = api().requests.map((request) => request.url);
    expect(urls.find((url) => url.startsWith('/api/constituencies?'))).toContain('limit=50');
    expect(urls.find((url) => url.includes('/executives'))).toContain('limit=100');

    await userEvent.click(screen.getByRole('button', { name: 'Select Bantama' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Details' }).textContent).toContain('Bantama High Street'),
    );
  });

  it('asks to select a constituency before adding executives when there is none', async () => {
    api().on('GET', '/constituencies', paged([], 0, 1, 50));
    renderWithProviders(<ConstituencyConsole />);
    expect(await screen.findByText('No constituencies yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Executive' }));
    expect(screen.getByText('Select a constituency before adding executives')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('requires every constituency field and reports a create failure with field errors', async () => {
    routes();
    api().on(
      'POST',
      '/constituencies',
      fail(409, '', { constituency_name: ['A constituency with this name already exists'] }),
    );
    renderWithProviders(<ConstituencyConsole />);
    await screen.findByText('Kojo Asante');
    await userEvent.click(screen.getByRole('button', { name: 'New Constituency' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create constituency' }));
    expect(description(within(dialog).getByLabelText('Constituency name'))).toContain(
      'Constituency name is required',
    );
    expect(description(within(dialog).getByLabelText('Office location'))).toContain(
      'Office location is required',
    );
    expect(description(within(dialog).getByLabelText('Phone number'))).toContain('Phone number is required');
    expect(description(within(dialog).getByLabelText('Email'))).toContain('Email is required');
    expect(within(dialog).getByLabelText('Email').getAttribute('type')).toBe('email');

    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Constituency name', 'Asokwa');
    set('Office location', 'Road');
    set('Phone number', '0240000000');
    set('Email', 'a@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create constituency' }));
    expect(await within(dialog).findByText('Failed to create constituency')).toBeTruthy();
    expect(description(within(dialog).getByLabelText('Constituency name'))).toContain(
      'A constituency with this name already exists',
    );
  });

  it('confirms a constituency delete', async () => {
    routes();
    api().on('DELETE', `/constituencies/${C1.id}`, ok(null, 'Constituency deleted successfully'));
    renderWithProviders(<ConstituencyConsole />);
    await screen.findByText('Kojo Asante');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Details' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Delete Asokwa? Its wards, branches and executives go with it. It can be restored from the Trash for 30 days.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Constituency deleted successfully')).toBeTruthy();
  });

  it('requires the constituency executive fields and sends the picture as multipart', async () => {
    routes();
    api().on('POST', `/constituencies/${C1.id}/executives`, {
      status: 201,
      json: { success: true, data: CEXEC, message: 'Executive created successfully' },
    });
    renderWithProviders(<ConstituencyConsole />);
    await screen.findByText('Kojo Asante');
    await userEvent.click(screen.getByRole('button', { name: 'Add Executive' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add executive' }));
    for (const label of [
      'Full name',
      'Position',
      'Date of birth',
      'Date of assumption of office',
      'Phone number',
      'Email',
    ])
      expect(description(within(dialog).getByLabelText(label))).toContain(`${label} is required`);
    expect(description(within(dialog).getByLabelText('End of tenure'))).toBe('');

    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Full name', 'Efua Owusu');
    set('Position', 'Treasurer');
    set('Date of birth', '1980-05-01');
    set('Date of assumption of office', '2024-01-01');
    set('Phone number', '0240000000');
    set('Email', 'efua@example.org');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'efua.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Picture'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add executive' }));
    expect(await screen.findByText('Executive created successfully')).toBeTruthy();
    const post = api().requests.find((request) => request.method === 'POST')!;
    expect(post.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(post.body).toContain('name="full_name"');
    expect(post.body).toContain('Efua Owusu');
    expect(post.body).toContain('filename="efua.png"');
  });

  it('adds an executive to the constituency shown as selected, not before its details are here', async () => {
    routes();
    let releaseDetails = () => {};
    const detailsHeld = new Promise<void>((resolve) => (releaseDetails = resolve));
    api().on('GET', `/constituencies/${C2.id}`, () => detailsHeld.then(() => ok(C2)));
    api().on('POST', `/constituencies/${C2.id}/executives`, {
      status: 201,
      json: { success: true, data: { ...CEXEC, id: 'e9' }, message: 'Executive created successfully' },
    });
    renderWithProviders(<ConstituencyConsole />);
    await screen.findByText('Kojo Asante');
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add Executive' });
    expect(add.disabled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Select Bantama' }));
    // Bantama's details are still on their way: nothing to add to yet.
    expect(add.disabled).toBe(true);
    await userEvent.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();

    releaseDetails();
    await waitFor(() => expect(add.disabled).toBe(false));
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog');
    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Full name', 'Efua Owusu');
    set('Position', 'Treasurer');
    set('Date of birth', '1980-05-01');
    set('Date of assumption of office', '2024-01-01');
    set('Phone number', '0240000000');
    set('Email', 'efua@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add executive' }));
    expect(await screen.findByText('Executive created successfully')).toBeTruthy();
    const posts = api().requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.path)).toEqual([`/api/constituencies/${C2.id}/executives`]);
  });

  it('reports executive update and remove failures', async () => {
    routes();
    api().on('PUT', `/constituencies/${C1.id}/executives/${CEXEC.id}`, fail(500, ''));
    api().on('DELETE', `/constituencies/${C1.id}/executives/${CEXEC.id}`, fail(500, ''));
    renderWithProviders(<ConstituencyConsole />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Kojo Asante' }));
    const dialog = await screen.findByRole('dialog');
    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Date of birth', '1970-01-01');
    set('Phone number', '0240000000');
    set('Email', 'kojo@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Failed to update executive')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Kojo Asante' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(
      'Remove executive Kojo Asante? It can be restored from the Trash for 30 days.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove executive')).toBeTruthy();
  });

  it('reports failed loads', async () => {
    api().on('GET', '/constituencies', fail(500, ''));
    renderWithProviders(<ConstituencyConsole />);
    expect(await screen.findByText('Failed to load constituencies')).toBeTruthy();
  });

  it('reports unavailable details', async () => {
    api().on('GET', '/constituencies', paged([C1]));
    api().on('GET', `/constituencies/${C1.id}`, fail(500, ''));
    api().on('GET', `/constituencies/${C1.id}/executives`, paged([]));
    renderWithProviders(<ConstituencyConsole />);
    expect(await screen.findByText('Unable to load constituency details')).toBeTruthy();
  });
});
