// @vitest-environment jsdom
import { clearSession, configureApi } from '@party/shared-ui';
import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, startTestApi, type TestApi } from '@party/shared-ui/testing';
import { ProjectsConsole } from './components/ProjectsConsole';

// IMPORTANT: the session store reads storage when shared-ui is first imported, so sign in before imports.
vi.hoisted(() => {
  localStorage.setItem('access_token', 'test-access');
  localStorage.setItem('refresh_token', 'test-refresh');
  localStorage.setItem(
    'user',
    JSON.stringify({
      id: 'u1',
      username: 'admin',
      email: 'admin@example.com',
      firstName: 'Ada',
      lastName: 'Admin',
      picture: null,
      role: 'admin',
      roles: ['admin'],
    }),
  );
});

const PROJECT = {
  id: '6f1c2a3b-0000-4000-8000-000000000001',
  title: 'Borehole for Asokwa',
  description: 'A new borehole.',
  location: 'Asokwa',
  status: 'ongoing',
  category: 'Water',
  budget: 12500.5,
  beneficiaries: 1200,
  beneficiariesCount: 1200,
  progressPercentage: 40,
  thumbnailUrl: null,
  tags: ['water'],
  partners: [],
  startDate: '2025-01-10',
  endDate: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

function listReply(items: unknown[]) {
  return ok({
    items,
    pagination: { total_items: items.length, total_pages: 1, page: 1, limit: 10 },
    stats: { total: items.length, ongoing: 0, completed: 0, totalBeneficiaries: 0 },
  });
}

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi();
  configureApi({ baseUrl: server.baseUrl });
});
afterAll(async () => {
  clearSession();
  localStorage.clear();
  await server.close();
});
beforeEach(() => server.reset());
afterEach(cleanup);

function renderConsole() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/projects']}>
        <ProjectsConsole />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The messages tied to a control through aria-describedby. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

const sent = (method: string) => server.requests.filter((request) => request.method === method);

describe('ProjectsConsole', () => {
  it('lists projects with a status badge, GHS budget and progress', async () => {
    server.on('GET', '/projects', listReply([PROJECT]));
    renderConsole();
    const row = (await screen.findByText('Borehole for Asokwa')).closest('tr')!;
    expect(within(row).getByText('6f1c2a3b')).toBeTruthy();
    expect(within(row).getByText('Ongoing')).toBeTruthy();
    expect(row.textContent).toMatch(/GHS\s[\d,]+\.\d\d/);
    expect(within(row).getByText('40%')).toBeTruthy();
    expect(server.requests[0]!.headers.authorization).toBe('Bearer test-access');
  });

  it('shows an empty state, and the load failure', async () => {
    server.on('GET', '/projects', listReply([]));
    renderConsole();
    expect(await screen.findByText('No projects found')).toBeTruthy();
    cleanup();
    server.on('GET', '/projects', { status: 500, json: { success: false, errors: {} } });
    renderConsole();
    expect(await screen.findByText('Failed to load projects')).toBeTruthy();
  });

  it('defaults a new project to planned and checks required fields before sending', async () => {
    server.on('GET', '/projects', listReply([]));
    renderConsole();
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Status').value).toBe('planned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(description(within(dialog).getByLabelText('Title'))).toContain('Title is required');
    expect(description(within(dialog).getByLabelText('Location'))).toContain('Location is required');
    expect(description(within(dialog).getByLabelText('Start date'))).toContain('Start date is required');
    expect(description(within(dialog).getByLabelText('Description'))).toContain('Description is required');
    fireEvent.change(within(dialog).getByLabelText('Thumbnail URL'), { target: { value: 'not a url' } });
    fireEvent.change(within(dialog).getByLabelText('Progress (%)'), { target: { value: '120' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(description(within(dialog).getByLabelText('Thumbnail URL'))).toContain(
      'Thumbnail must be a valid URL',
    );
    expect(description(within(dialog).getByLabelText('Progress (%)'))).toContain(
      'Progress must be between 0 and 100',
    );
    expect(sent('POST')).toHaveLength(0);
  });

  it('sends numbers and comma lists converted, then reports success and reloads', async () => {
    server.on('GET', '/projects', listReply([]));
    server.on('POST', '/projects', { status: 201, json: { success: true, data: PROJECT, message: 'x' } });
    renderConsole();
    await screen.findByText('No projects found');
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog');
    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Title', ' Clinic ');
    set('Location', 'Kumasi');
    set('Start date', '2025-03-01');
    set('Description', 'A clinic.');
    set('Budget (GHS)', '1500.25');
    set('Beneficiaries', '300');
    set('Progress (%)', '10');
    set('Tags', ' health, , clinic ,');
    set('Partners', 'NHIS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Project created successfully')).toBeTruthy();
    const body = JSON.parse(sent('POST')[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Clinic',
      status: 'planned',
      location: 'Kumasi',
      startDate: '2025-03-01',
      endDate: null,
      budget: 1500.25,
      beneficiaries: 300,
      progressPercentage: 10,
      tags: ['health', 'clinic'],
      partners: ['NHIS'],
      thumbnailUrl: null,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(sent('GET').length).toBeGreaterThanOrEqual(2));
  });

  it('shows server field errors beside the fields and the server message', async () => {
    server.on('GET', '/projects', listReply([PROJECT]));
    server.on(
      'PUT',
      `/projects/${PROJECT.id}`,
      fail(400, 'Validation failed', { location: ['Location must be at most 200 characters'] }),
    );
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${PROJECT.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Budget (GHS)').value).toBe('12500.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(description(within(dialog).getByLabelText('Location'))).toContain(
        'Location must be at most 200 characters',
      ),
    );
    expect(within(dialog).getByRole('alert').textContent).toContain('Validation failed');
    expect(JSON.parse(sent('PUT')[0]!.body)).toMatchObject({ status: 'ongoing', tags: ['water'] });
  });

  it('reports "Failed to save project" when the server gives no message', async () => {
    server.on('GET', '/projects', listReply([PROJECT]));
    server.on('PUT', `/projects/${PROJECT.id}`, { status: 500, json: { success: false, errors: {} } });
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${PROJECT.title}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Failed to save project')).toBeTruthy();
  });

  it('asks before deleting, then reports the outcome', async () => {
    server.on('GET', '/projects', listReply([PROJECT]));
    server.on('DELETE', `/projects/${PROJECT.id}`, ok(null, 'Project deleted'));
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${PROJECT.title}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(`Delete project "${PROJECT.title}"? This cannot be undone.`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${PROJECT.title}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Project deleted successfully')).toBeTruthy();
    expect(sent('DELETE')).toHaveLength(1);

    server.on('DELETE', `/projects/${PROJECT.id}`, fail(409, 'Project is locked'));
    await userEvent.click(screen.getByRole('button', { name: `Delete ${PROJECT.title}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Project is locked')).toBeTruthy();
  });
});
