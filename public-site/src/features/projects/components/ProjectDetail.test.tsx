// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, setupTestApi } from '@party/shared-ui/testing';
import ProjectPage from '../../../pages/ProjectPage';
import ProjectsPage from '../../../pages/ProjectsPage';
import { renderRoutes } from '../../../shared/test-utils';
import type { Project } from '../project';

const server = setupTestApi();
/** A first load may be slow on a busy machine: wait for it longer than the default second. */
const SLOW = { timeout: 5000 };

const project: Project = {
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Asokwa borehole',
  description: 'Clean drinking water for three communities.\nA second line of the description.',
  location: 'Asokwa',
  status: 'ongoing',
  category: 'Water & Sanitation',
  budget: 125000.5,
  beneficiaries: 4500,
  beneficiariesCount: 4500,
  progressPercentage: 45,
  thumbnailUrl: 'https://images.example/borehole.jpg',
  tags: ['water', 'health'],
  partners: ['District Assembly', 'WaterAid'],
  startDate: '2026-01-10',
  endDate: '2030-09-30',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const renderAt = (entry: string) =>
  renderRoutes(entry, { '/projects': <ProjectsPage />, '/projects/:id': <ProjectPage /> });

/** The <dd> of the <dt> named `term`. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Project page', () => {
  it('opens a project from its own address, as a page of its own', async () => {
    server().on('GET', `/projects/${project.id}`, ok(project));
    renderAt(`/projects/${project.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Asokwa borehole' }, SLOW)).toBeTruthy();
    const page = screen.getByRole('article', { name: 'Asokwa borehole' });
    expect(within(page).getByText('Ongoing')).toBeTruthy();
    expect(within(page).getByText(/Clean drinking water for three communities\./).textContent).toContain(
      'A second line of the description.',
    );
    expect(fact('Location')).toBe('Asokwa');
    expect(fact('Budget')?.replace(/\s/g, ' ')).toBe('GHS 125,000.50');
    expect(fact('Beneficiaries')).toBe('4,500');
    expect(fact('Category')).toBe('Water & Sanitation');
    expect(fact('Partners')).toBe('District Assembly, WaterAid');
    expect(within(page).getByRole('progressbar', { name: 'Progress of Asokwa borehole' })).toBeTruthy();
    expect(within(page).getByRole('list', { name: 'Tags' }).textContent).toContain('water');
    expect(within(page).getByText(/^Started/).textContent).toBe('Started 10/01/2026');
    expect(page.querySelector('img')?.getAttribute('src')).toBe('https://images.example/borehole.jpg');
    expect(screen.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe('/projects');
  }, 20_000);

  it('shows a not-found page for a project the API does not have, with a way back to the list', async () => {
    const user = userEvent.setup();
    server().on('GET', `/projects/${project.id}`, fail(404, 'The project was not found.'));
    server().on(
      'GET',
      '/projects',
      ok({
        items: [],
        pagination: { total_items: 0, total_pages: 0, page: 1, limit: 100 },
        stats: { total: 0, ongoing: 0, completed: 0, totalBeneficiaries: 0 },
      }),
    );
    renderAt(`/projects/${project.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to projects' }));
    expect(screen.getByTestId('location').textContent).toBe('/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
  }, 20_000);

  it('shows the not-found page for a malformed address without asking the server', () => {
    renderAt('/projects/42');
    expect(screen.getByRole('heading', { level: 1, name: 'Project not found' })).toBeTruthy();
    expect(server().requests.filter((r) => r.path.startsWith('/api/projects/'))).toHaveLength(0);
  }, 20_000);
});
