// @vitest-environment jsdom
import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, setupTestApi } from '@party/shared-ui/testing';
import ProjectPage from '../../../pages/ProjectPage';
import ProjectsPage from '../../../pages/ProjectsPage';
import { renderRoutes } from '../../../shared/test-utils';
import type { Project, ProjectStats } from '../project';

const server = setupTestApi();

function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/projects']}>
        <ProjectsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const base = {
  category: null,
  budget: null,
  beneficiaries: 0,
  beneficiariesCount: 0,
  progressPercentage: 0,
  thumbnailUrl: null,
  tags: [],
  partners: [],
  endDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} satisfies Omit<Project, 'id' | 'title' | 'description' | 'location' | 'status' | 'startDate'>;

// Answers as the contract types them: a fixture that drifted from the API would not compile.
const projects: Project[] = [
  {
    ...base,
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Asokwa borehole',
    description: 'Clean drinking water for three communities.',
    location: 'Asokwa',
    status: 'ongoing',
    category: 'Water & Sanitation',
    budget: 125000.5,
    beneficiaries: 4500,
    beneficiariesCount: 4500,
    progressPercentage: 45,
    tags: ['water', 'health'],
    startDate: '2026-01-10',
    endDate: '2026-09-30',
  },
  {
    ...base,
    id: '22222222-2222-4222-8222-222222222222',
    title: 'School library',
    description: 'Books and reading rooms for pupils.',
    location: 'Bantama',
    status: 'completed',
    thumbnailUrl: 'https://images.example/library.jpg',
    budget: 80000,
    beneficiaries: 1200,
    beneficiariesCount: 1200,
    progressPercentage: 100,
    startDate: '2025-02-01',
    endDate: '2025-12-15',
  },
  {
    ...base,
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Market stalls',
    description: 'New stalls for traders.',
    location: 'Kejetia',
    status: 'planned',
    category: 'Trade',
    startDate: '2026-06-01',
  },
];

// The server counts over every project (more than this page holds).
const stats: ProjectStats = { total: 12, ongoing: 5, completed: 6, totalBeneficiaries: 25300 };

function serveProjects(list: Project[] = projects) {
  server().on(
    'GET',
    '/projects',
    ok({ items: list, pagination: { total_items: list.length, total_pages: 1, page: 1, limit: 100 }, stats }),
  );
}

const card = (title: string) => within(screen.getByRole('heading', { name: title }).closest('article')!);
const cards = () => within(screen.getByRole('region', { name: 'Our projects' })).queryAllByRole('article');

describe('Projects page', () => {
  it('shows the server statistics and each project card', async () => {
    serveProjects();
    renderPage();
    await screen.findByRole('heading', { name: 'Asokwa borehole' });

    const glance = within(screen.getByRole('region', { name: 'At a glance' }));
    const value = (label: string) => glance.getByText(label).nextElementSibling?.textContent;
    expect(value('Total projects')).toBe('12');
    expect(value('Ongoing')).toBe('5');
    expect(value('Completed')).toBe('6');
    expect(value('Total beneficiaries')).toBe('25,300');

    const borehole = card('Asokwa borehole');
    expect(borehole.getByText('Ongoing')).toBeTruthy();
    expect(borehole.getByText('Water & Sanitation')).toBeTruthy(); // no thumbnail: the category
    expect(borehole.getByText('Clean drinking water for three communities.')).toBeTruthy();
    expect(borehole.getByText('Asokwa')).toBeTruthy();
    expect(borehole.getByText('GHS 125,000.50')).toBeTruthy();
    expect(borehole.getByText('4,500')).toBeTruthy();
    expect(borehole.getByText('10/01/2026')).toBeTruthy();
    expect(borehole.getByText('30/09/2026')).toBeTruthy();
    expect(borehole.getByRole('list', { name: 'Tags' }).textContent).toBe('waterhealth');

    const library = card('School library');
    expect(library.getByText('Completed')).toBeTruthy();
    expect(library.getByText('GHS 80,000.00')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'School library' }).closest('article')?.querySelector('img')?.src,
    ).toBe('https://images.example/library.jpg');

    const stalls = card('Market stalls');
    expect(stalls.getByText('Planned')).toBeTruthy();
    expect(stalls.getByText('—')).toBeTruthy(); // no budget
    expect(stalls.queryByText(/^Ends/)).toBeNull();
  });

  it('words dates by whether they have come: Started or Starts, Ended or Ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00'));
    try {
      serveProjects();
      renderPage();
      await screen.findByRole('heading', { name: 'Asokwa borehole' });
      // 10/01/2026 → 30/09/2026: started, not ended yet.
      expect(card('Asokwa borehole').getByText(/^Started/).textContent).toBe('Started 10/01/2026');
      expect(card('Asokwa borehole').getByText(/^Ends/).textContent).toBe('Ends 30/09/2026');
      // 01/02/2025 → 15/12/2025: both past.
      expect(card('School library').getByText(/^Ended/).textContent).toBe('Ended 15/12/2025');
      // 01/06/2026: still to come.
      expect(card('Market stalls').getByText(/^Starts/).textContent).toBe('Starts 01/06/2026');
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws a progress bar only when progress is above 0', async () => {
    serveProjects();
    renderPage();
    await screen.findByRole('heading', { name: 'Asokwa borehole' });

    const bar = card('Asokwa borehole').getByRole('progressbar', { name: 'Progress of Asokwa borehole' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(card('School library').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(card('Market stalls').queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });

  it('filters by status and by text in the title, description or location', async () => {
    const user = userEvent.setup();
    serveProjects();
    renderPage();
    await screen.findByRole('heading', { name: 'Asokwa borehole' });
    expect(screen.getByRole('status').textContent).toBe('3 projects');

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Ongoing', 'Completed', 'Planned']);
    await user.selectOptions(status, 'ongoing');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Asokwa borehole' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 projects');

    await user.selectOptions(status, 'all');
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    await user.type(search, 'kejetia'); // a location
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Market stalls' })).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'READING ROOMS'); // a description
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Market stalls' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'School library' })).toBeTruthy();

    await user.selectOptions(status, 'planned');
    expect(screen.getByText('No projects match your search.')).toBeTruthy();
    // The statistics stay those of every project.
    expect(within(screen.getByRole('region', { name: 'At a glance' })).getByText('12')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(server().requests.filter((r) => r.path === '/api/projects')).toHaveLength(1);
  });

  it('reads every page of the list, and the statistics of the first', async () => {
    const [first, second, third] = projects;
    server().on('GET', '/projects', (request) => {
      const page = Number(new URL(request.url, server().baseUrl).searchParams.get('page'));
      const items = page === 1 ? [first, second] : page === 2 ? [third] : [];
      return ok({ items, pagination: { total_items: 3, total_pages: 2, page, limit: 2 }, stats });
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Market stalls' });
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('3 projects');
    expect(within(screen.getByRole('region', { name: 'At a glance' })).getByText('12')).toBeTruthy();
    expect(
      server()
        .requests.filter((r) => r.path === '/api/projects')
        .map((r) => new URL(r.url, server().baseUrl).searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('says so when there are no projects', async () => {
    serveProjects([]);
    renderPage();
    expect(await screen.findByText('No projects have been published yet.')).toBeTruthy();
  });

  it('says the load failed, and loads again on "Try again"', async () => {
    const user = userEvent.setup();
    server().on('GET', '/projects', fail(503, 'Database unavailable'));
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load projects. Please try again later.');
    expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull();

    serveProjects();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Asokwa borehole' });
  });

  it("links each title to the project's page, and keeps the filters in the address for the way back", async () => {
    const user = userEvent.setup();
    serveProjects();
    const [first] = projects;
    server().on('GET', `/projects/${first!.id}`, ok(first));
    renderRoutes('/projects', { '/projects': <ProjectsPage />, '/projects/:id': <ProjectPage /> });
    await screen.findByRole('heading', { name: 'Asokwa borehole' }, { timeout: 5000 });

    expect(screen.getByRole('link', { name: 'Asokwa borehole' }).getAttribute('href')).toBe(
      `/projects/${first!.id}`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ongoing');
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'water');
    expect(screen.getByTestId('location').textContent).toBe('/projects?status=ongoing&search=water');
    await waitFor(() => expect(cards()).toHaveLength(1));

    await user.click(screen.getByRole('link', { name: 'Asokwa borehole' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asokwa borehole' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe(
      '/projects?status=ongoing&search=water',
    );

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('location').textContent).toBe('/projects?status=ongoing&search=water');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('ongoing');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search projects' }).value).toBe('water');
    await waitFor(() => expect(cards()).toHaveLength(1));
  }, 20_000);

  it('opens the list with the filters a shared address names', async () => {
    serveProjects();
    renderRoutes('/projects?status=completed', { '/projects': <ProjectsPage /> });
    await screen.findByRole('heading', { name: 'School library' }, { timeout: 5000 });
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 projects');
  });
});
