// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, fail, ok, renderWithProviders, setupTestApi } from '../../../shared/test-utils';
import { confirmDelete, fill, openDialog } from '../../../shared/record-console/test-utils';
import { ProjectsConsole } from './ProjectsConsole';

// The list, dialog, confirmation and notices are the record console's (shared/record-console); this is
// the projects declaration: its columns, filter, fields and rules, texts and calls.

const api = setupTestApi();

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

/** The projects list answers with its items, pagination and stats inside `data`. */
function answerList(items: unknown[]) {
  api().on(
    'GET',
    '/projects',
    ok({
      items,
      pagination: { total_items: items.length, total_pages: 1, page: 1, limit: 10 },
      stats: { total: items.length, ongoing: 0, completed: 0, totalBeneficiaries: 0 },
    }),
  );
}

const sent = (method: string) => api().requests.filter((request) => request.method === method);

describe('ProjectsConsole', () => {
  it('lists projects with a status badge, GHS budget and progress', async () => {
    answerList([PROJECT]);
    renderWithProviders(<ProjectsConsole />);
    const row = (await screen.findByText('Borehole for Asokwa')).closest('tr')!;
    expect(within(row).getByText('6f1c2a3b')).toBeTruthy();
    expect(within(row).getByText('Ongoing')).toBeTruthy();
    expect(row.textContent).toMatch(/GHS\s[\d,]+\.\d\d/);
    expect(within(row).getByText('40%')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1 (1 total projects)')).toBeTruthy();
    expect(api().requests[0]!.headers.authorization).toBe('Bearer access-1');
  });

  it('shows an empty state, filters by status, and the load failure', async () => {
    answerList([]);
    const { unmount } = renderWithProviders(<ProjectsConsole />);
    expect(await screen.findByText('No projects found')).toBeTruthy();
    expect(screen.getByText('Create the first project.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } });
    await waitFor(() => expect(sent('GET').some((r) => r.url.includes('status=completed'))).toBe(true));
    expect(await screen.findByText('No projects match the current filters.')).toBeTruthy();
    unmount();

    api().on('GET', '/projects', { status: 500, json: { success: false, errors: {} } });
    renderWithProviders(<ProjectsConsole />);
    expect(await screen.findByText('Failed to load projects')).toBeTruthy();
  });

  it('defaults a new project to planned and checks required fields before sending', async () => {
    answerList([]);
    renderWithProviders(<ProjectsConsole />);
    const dialog = await openDialog('New project');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Status').value).toBe('planned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(description(within(dialog).getByLabelText('Title'))).toContain('Title is required');
    expect(description(within(dialog).getByLabelText('Location'))).toContain('Location is required');
    expect(description(within(dialog).getByLabelText('Start date'))).toContain('Start date is required');
    expect(description(within(dialog).getByLabelText('Description'))).toContain('Description is required');
    fill(dialog, { 'Thumbnail URL': 'not a url', 'Progress (%)': '120' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(description(within(dialog).getByLabelText('Thumbnail URL'))).toContain(
      'Thumbnail must be a valid URL',
    );
    expect(description(within(dialog).getByLabelText('Progress (%)'))).toContain(
      'Progress must be between 0 and 100',
    );
    expect(sent('POST')).toHaveLength(0);
  });

  it('sends numbers and comma lists converted, then reports success', async () => {
    answerList([]);
    api().on('POST', '/projects', { status: 201, json: { success: true, data: PROJECT, message: 'x' } });
    renderWithProviders(<ProjectsConsole />);
    await screen.findByText('No projects found');
    const dialog = await openDialog('New project');
    fill(dialog, {
      Title: ' Clinic ',
      Location: 'Kumasi',
      'Start date': '2025-03-01',
      Description: 'A clinic.',
      'Budget (GHS)': '1500.25',
      Beneficiaries: '300',
      'Progress (%)': '10',
      Tags: ' health, , clinic ,',
      Partners: 'NHIS',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Project created successfully')).toBeTruthy();
    expect(JSON.parse(sent('POST')[0]!.body)).toMatchObject({
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
  });

  it("edits from the project's values, shows beneficiariesCount errors beside Beneficiaries", async () => {
    answerList([PROJECT]);
    api().on(
      'PUT',
      `/projects/${PROJECT.id}`,
      fail(400, 'Validation failed', { beneficiariesCount: ['Beneficiaries must be 0 or more'] }),
    );
    renderWithProviders(<ProjectsConsole />);
    const dialog = await openDialog(`Edit ${PROJECT.title}`);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Budget (GHS)').value).toBe('12500.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(description(within(dialog).getByLabelText('Beneficiaries'))).toContain(
        'Beneficiaries must be 0 or more',
      ),
    );
    expect(JSON.parse(sent('PUT')[0]!.body)).toMatchObject({ status: 'ongoing', tags: ['water'] });

    api().on('PUT', `/projects/${PROJECT.id}`, { status: 500, json: { success: false, errors: {} } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Failed to save project')).toBeTruthy();

    api().on('PUT', `/projects/${PROJECT.id}`, ok(PROJECT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Project updated successfully')).toBeTruthy();
  });

  it('deletes the project by its id once confirmed, and names the outcome', async () => {
    answerList([PROJECT]);
    api().on('DELETE', `/projects/${PROJECT.id}`, ok(null, 'Project deleted'));
    renderWithProviders(<ProjectsConsole />);
    expect(await confirmDelete(PROJECT.title)).toContain(
      `Delete project "${PROJECT.title}"? It can be restored from the Trash for 30 days.`,
    );
    expect(await screen.findByText('Project deleted successfully')).toBeTruthy();
    expect(sent('DELETE')).toHaveLength(1);

    api().on('DELETE', `/projects/${PROJECT.id}`, fail(500, ''));
    await confirmDelete(PROJECT.title);
    expect(await screen.findByText('Failed to delete project')).toBeTruthy();
  });
});

// The project's thumbnail: dropped or chosen as a file (uploaded to POST /api/media), or a URL.

const MEDIA_ID = '00000000-0000-4000-8000-0000000000d1';

describe('the project thumbnail field', () => {
  it('uploads a chosen picture and saves the project with its address', async () => {
    api().on(
      'GET',
      '/projects',
      ok({
        items: [],
        pagination: { total_items: 0, total_pages: 1, page: 1, limit: 10 },
        stats: { total: 0, ongoing: 0, completed: 0, totalBeneficiaries: 0 },
      }),
    );
    api().on('POST', '/media', {
      status: 201,
      json: {
        success: true,
        message: 'Image uploaded successfully',
        data: {
          id: MEDIA_ID,
          url: `/api/media/${MEDIA_ID}`,
          contentType: 'image/png',
          sizeKB: 12.5,
          width: 400,
          height: 300,
        },
      },
    });
    api().on('POST', '/projects', { status: 201, json: { success: true, data: {}, message: 'x' } });
    renderWithProviders(<ProjectsConsole />);
    const dialog = await openDialog('New project');
    fill(dialog, {
      Title: 'Clinic',
      Location: 'Kumasi',
      'Start date': '2025-03-01',
      Description: 'A clinic.',
    });
    await userEvent.upload(
      within(dialog).getByLabelText('Upload thumbnail'),
      new File([new Uint8Array(12800)], 'site.png', { type: 'image/png' }),
    );
    expect(
      await within(dialog).findByText('Uploaded site.png (12.5 KB); its address is filled in below.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Project created successfully')).toBeTruthy();
    const create = api().requests.find(
      (request) => request.method === 'POST' && request.path === '/api/projects',
    );
    expect(JSON.parse(create!.body)).toMatchObject({ thumbnailUrl: `/api/media/${MEDIA_ID}` });
  });
});
