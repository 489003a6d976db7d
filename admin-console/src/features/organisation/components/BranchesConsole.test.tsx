// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, fail, ok, renderWithProviders, setupTestApi } from '../../../shared/test-utils';
import { BranchesConsole } from './BranchesConsole';
import { branch, C1, C2, EXEC, paged, pagedByRequest, ward } from '../test-data';
import { confirmDelete } from '../../../shared/record-console/test-utils';

const api = setupTestApi();

const W1 = ward('44444444-4444-4444-8444-444444444444', 'Ward One');
const W2 = ward('55555555-5555-4555-8555-555555555555', 'Ward Two');
const W3 = ward('66666666-6666-4666-8666-666666666666', 'Ward Three', C2.id);
const B1 = { ...branch('77777777-7777-4777-8777-777777777777', 'Branch One', W1.id), executives: [EXEC] };
const B2 = branch('88888888-8888-4888-8888-888888888888', 'Branch Two', W2.id);
const B3 = branch('99999999-9999-4999-8999-999999999999', 'Branch Three', W3.id);

function routes() {
  api().on('GET', '/constituencies', paged([C1, C2]));
  api().on('GET', `/constituencies/${C1.id}/wards`, paged([W1, W2], 2, 1, 100));
  api().on('GET', `/constituencies/${C2.id}/wards`, paged([W3], 1, 1, 100));
  api().on('GET', `/wards/${W1.id}/branches`, pagedByRequest([B1], 12));
  api().on('GET', `/wards/${W2.id}/branches`, paged([B2], 1));
  api().on('GET', `/wards/${W3.id}/branches`, paged([B3], 1));
}

const branchRequests = () => api().requests.filter((request) => request.path.endsWith('/branches'));

describe('BranchesConsole', () => {
  it('auto-selects the first constituency and ward, and resets to page 1 on each change', async () => {
    routes();
    renderWithProviders(<BranchesConsole />);
    expect(await screen.findByText('Branch One')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Constituency').value).toBe(C1.id);
    expect(screen.getByLabelText<HTMLSelectElement>('Ward').value).toBe(W1.id);
    expect(screen.getByText('Page 1 of 2 (12 total branches)')).toBeTruthy();
    expect(branchRequests()[0]!.url).toContain('limit=10');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2 (12 total branches)');

    fireEvent.change(screen.getByLabelText('Ward'), { target: { value: W2.id } });
    expect(await screen.findByText('Branch Two')).toBeTruthy();
    expect(branchRequests().at(-1)!.url).toContain('page=1');
    expect(screen.getByText('Page 1 of 1 (1 total branches)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Constituency'), { target: { value: C2.id } });
    expect(await screen.findByText('Branch Three')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Ward').value).toBe(W3.id);
    expect(branchRequests().at(-1)!.url).toContain('page=1');
  });

  it('requires a branch name, then shows server field errors beside the fields', async () => {
    routes();
    api().on(
      'POST',
      `/wards/${W1.id}/branches`,
      fail(400, 'Validation failed', { email: ['Enter a valid email address'], branchName: ['Too long'] }),
    );
    renderWithProviders(<BranchesConsole />);
    await screen.findByText('Branch One');
    await userEvent.click(screen.getByRole('button', { name: 'Create Branch' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create branch' }));
    expect(description(within(dialog).getByLabelText('Branch name'))).toContain('Branch name is required');
    expect(description(within(dialog).getByLabelText('Office location'))).toBe('');

    fireEvent.change(within(dialog).getByLabelText('Branch name'), { target: { value: 'New' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create branch' }));
    await waitFor(() =>
      expect(description(within(dialog).getByLabelText('Branch name'))).toContain('Too long'),
    );
    expect(description(within(dialog).getByLabelText('Email'))).toContain('Enter a valid email address');
  });

  it('confirms a branch delete with the executives warning', async () => {
    routes();
    api().on('DELETE', `/wards/${W1.id}/branches/${B1.id}`, fail(500, ''));
    renderWithProviders(<BranchesConsole />);
    expect(await confirmDelete('Branch One')).toContain(
      'Delete branch Branch One? This also removes the branch executives. It can be restored from the Trash for 30 days.',
    );
    expect(await screen.findByText('Failed to delete branch')).toBeTruthy();
  });

  it('requires full name and position for a branch executive and saves it', async () => {
    routes();
    api().on('PUT', `/wards/${W1.id}/branches/${B1.id}/executives/${EXEC.id}`, ok(EXEC, ''));
    api().on('POST', `/wards/${W1.id}/branches/${B1.id}/executives`, {
      status: 201,
      json: { success: true, data: EXEC, message: 'Executive created successfully' },
    });
    renderWithProviders(<BranchesConsole />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add executive to Branch One' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add executive' }));
    expect(description(within(dialog).getByLabelText('Full name'))).toContain('Full name is required');
    expect(description(within(dialog).getByLabelText('Position'))).toContain('Position is required');
    expect(description(within(dialog).getByLabelText('Date of assumption of office'))).toBe('');
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Yaw' } });
    fireEvent.change(within(dialog).getByLabelText('Position'), { target: { value: 'Organiser' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add executive' }));
    expect(await screen.findByText('Executive created successfully')).toBeTruthy();
    const post = api().requests.find((request) => request.method === 'POST')!;
    expect(post.headers['content-type']).toContain('application/json');
    expect(JSON.parse(post.body)).toMatchObject({
      full_name: 'Yaw',
      position_held: 'Organiser',
      email: null,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Ama Mensah' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Date of assumption of office').value).toBe(
      '2024-02-01',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Executive updated successfully')).toBeTruthy();
  });

  it('reports a failed load', async () => {
    api().on('GET', '/constituencies', paged([C1]));
    api().on('GET', `/constituencies/${C1.id}/wards`, paged([W1]));
    api().on('GET', `/wards/${W1.id}/branches`, fail(500, ''));
    renderWithProviders(<BranchesConsole />);
    expect(await screen.findByText('Failed to load branches')).toBeTruthy();
  });
});
