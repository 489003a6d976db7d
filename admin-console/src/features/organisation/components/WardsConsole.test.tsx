// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, fail, ok, renderWithProviders, setupTestApi } from '../../../shared/test-utils';
import { WardsConsole } from './WardsConsole';
import { C1, C2, EXEC, paged, pagedByRequest, ward } from '../test-data';
import { confirmDelete, fill, openDialog } from '../../../shared/record-console/test-utils';

const api = setupTestApi();

const W1 = { ...ward('44444444-4444-4444-8444-444444444444', 'Ward One'), executives: [EXEC] };
const W2 = ward('55555555-5555-4555-8555-555555555555', 'Ward Two', C2.id);

function routes() {
  api().on('GET', '/constituencies', paged([C1, C2]));
  api().on('GET', `/constituencies/${C1.id}/wards`, pagedByRequest([W1], 23));
  api().on('GET', `/constituencies/${C2.id}/wards`, paged([W2], 1));
}

const wardRequests = () => api().requests.filter((request) => request.path.endsWith('/wards'));

describe('WardsConsole', () => {
  it('auto-selects the first constituency, shows cards and the pagination total, and resets the page', async () => {
    routes();
    renderWithProviders(<WardsConsole />);
    expect(await screen.findByText('Ward One')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Constituency').value).toBe(C1.id);
    expect(screen.getByText('Page 1 of 3 (23 total wards)')).toBeTruthy();
    expect(screen.getByText('Ama Mensah')).toBeTruthy();
    expect(wardRequests()[0]!.url).toContain('limit=10');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3 (23 total wards)');
    expect(wardRequests().at(-1)!.url).toContain('page=2');

    fireEvent.change(screen.getByLabelText('Constituency'), { target: { value: C2.id } });
    expect(await screen.findByText('Ward Two')).toBeTruthy();
    const last = wardRequests().at(-1)!;
    expect(last.path).toBe(`/api/constituencies/${C2.id}/wards`);
    expect(last.url).toContain('page=1');
    expect(screen.getByText('Page 1 of 1 (1 total wards)')).toBeTruthy();
  });

  it('requires a ward name and office location, and creates the ward', async () => {
    routes();
    api().on('POST', `/constituencies/${C1.id}/wards`, { status: 201, json: { success: true, data: W1 } });
    renderWithProviders(<WardsConsole />);
    await screen.findByText('Ward One');
    await userEvent.click(screen.getByRole('button', { name: 'Create Ward' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create ward' }));
    expect(description(within(dialog).getByLabelText('Ward name'))).toContain('Ward name is required');
    expect(description(within(dialog).getByLabelText('Office location'))).toContain(
      'Office location is required',
    );
    expect(description(within(dialog).getByLabelText('Phone number'))).toBe('');
    expect(api().requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Ward name'), { target: { value: ' Ward Three ' } });
    fireEvent.change(within(dialog).getByLabelText('Office location'), { target: { value: 'Main St' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create ward' }));
    expect(await screen.findByText('Ward created successfully')).toBeTruthy();
    const post = api().requests.find((request) => request.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({
      ward_name: 'Ward Three',
      office_location: 'Main St',
      phone_number: null,
      email: null,
    });
  });

  it('edits the ward at /wards/{id}, its server field errors beside the fields', async () => {
    routes();
    api().on(
      'PUT',
      `/wards/${W1.id}`,
      fail(409, 'A ward with this name already exists', { ward_name: ['Ward name is already taken'] }),
    );
    renderWithProviders(<WardsConsole />);
    const dialog = await openDialog('Edit Ward One');
    expect(within(dialog).getByRole('heading', { name: 'Edit ward' })).toBeTruthy();
    fill(dialog, { 'Phone number': '+233 24 000 0009' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(description(within(dialog).getByLabelText('Ward name'))).toContain('Ward name is already taken'),
    );
    const put = api().requests.find((request) => request.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({
      ward_name: 'Ward One',
      office_location: 'Ward One office',
      phone_number: '+233 24 000 0009',
      email: null,
    });

    api().on('PUT', `/wards/${W1.id}`, ok(W1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ward updated successfully')).toBeTruthy();
  });

  it('confirms a ward delete with the cascade warning', async () => {
    routes();
    api().on('DELETE', `/wards/${W1.id}`, ok(null, 'Ward deleted successfully'));
    renderWithProviders(<WardsConsole />);
    expect(await confirmDelete('Ward One')).toContain(
      'Delete ward Ward One? This also removes its branches and executives. It can be restored from the Trash for 30 days.',
    );
    expect(await screen.findByText('Ward deleted successfully')).toBeTruthy();
    expect(api().requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('requires full name, position and assumption date for a ward executive', async () => {
    routes();
    api().on('POST', `/wards/${W1.id}/executives`, fail(500, ''));
    renderWithProviders(<WardsConsole />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add executive to Ward One' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add executive' }));
    expect(description(within(dialog).getByLabelText('Full name'))).toContain('Full name is required');
    expect(description(within(dialog).getByLabelText('Position'))).toContain('Position is required');
    expect(description(within(dialog).getByLabelText('Date of assumption of office'))).toContain(
      'Date of assumption of office is required',
    );
    expect(description(within(dialog).getByLabelText('Date of birth'))).toBe('');
    expect(description(within(dialog).getByLabelText('Email'))).toBe('');

    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Kwame' } });
    fireEvent.change(within(dialog).getByLabelText('Position'), { target: { value: 'Secretary' } });
    fireEvent.change(within(dialog).getByLabelText('Date of assumption of office'), {
      target: { value: '2024-01-01' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add executive' }));
    expect(await within(dialog).findByText('Failed to save executive')).toBeTruthy();
  });

  it('confirms an executive delete and reports the outcome', async () => {
    routes();
    api().on('DELETE', `/wards/${W1.id}/executives/${EXEC.id}`, fail(500, ''));
    renderWithProviders(<WardsConsole />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ama Mensah' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Delete executive Ama Mensah? It can be restored from the Trash for 30 days.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete executive')).toBeTruthy();
  });

  it('reports a failed load', async () => {
    api().on('GET', '/constituencies', paged([C1]));
    api().on('GET', `/constituencies/${C1.id}/wards`, fail(500, ''));
    renderWithProviders(<WardsConsole />);
    expect(await screen.findByText('Failed to load wards')).toBeTruthy();
  });
});
