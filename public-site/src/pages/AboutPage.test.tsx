// @vitest-environment jsdom
import { configureApi } from '@party/shared-ui';
import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, startTestApi, type TestApi } from '@party/shared-ui/testing';
import AboutPage from './AboutPage';
import { DEFAULT_ABOUT } from '../features/about/about-content';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
  configureApi({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

function renderAbout() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/about']}>
        <AboutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const section = (name: string, title: string, content: string, data: unknown, isPublished = true) => ({
  section: name,
  title,
  content,
  data,
  isPublished,
  updatedAt: '2026-11-22T10:00:00.000Z',
});

describe('the About page', () => {
  it('shows the full built-in content when GET /about fails', async () => {
    server.on('GET', '/about', fail(500, 'Something went wrong on our side.'));
    renderAbout();

    const mission = await screen.findByRole('region', { name: 'Our Mission' });
    expect(within(mission).getByText(DEFAULT_ABOUT.mission.content)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Our Vision' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'About Our Constituency Branch' })).toBeTruthy();
    // The failure is not the visitor's concern: no error, only content.
    expect(screen.queryByRole('alert')).toBeNull();

    const values = screen.getByRole('region', { name: 'Our Core Values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Integrity', 'Service', 'Unity', 'Transparency', 'Inclusion', 'Discipline']);

    // The history is an ordered list from 1992 to 2025.
    const history = screen.getByRole('region', { name: 'Our History' });
    const timeline = within(history).getByRole('list');
    expect(timeline.tagName).toBe('OL');
    const years = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.getAttribute('datetime'));
    expect(years[0]).toBe('1992');
    expect(years.at(-1)).toBe('2025');
    expect(years).toHaveLength(10);

    const activities = screen.getByRole('region', { name: 'What We Do' });
    expect(within(activities).getAllByRole('listitem')).toHaveLength(6);
    const achievements = screen.getByRole('region', { name: 'Key Achievements' });
    expect(within(achievements).getByText('1,200+')).toBeTruthy();

    const cta = screen.getByRole('region', { name: 'Be part of the next chapter' });
    expect(within(cta).getByRole('link', { name: 'Get Involved' }).getAttribute('href')).toBe(
      '/get-involved',
    );
    expect(within(cta).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('shows the published sections from the API, and built-in content for the rest', async () => {
    server.on(
      'GET',
      '/about',
      ok({
        hero: section('hero', 'Who We Are', 'A branch of volunteers.', {
          subtitle: 'Serving since 1992',
          ctaText: 'Join the branch',
          ctaLink: '/contact',
        }),
        mission: section('mission', 'Mission Statement', 'To serve every ward.', { icon: '🌱' }),
        // An administrator may leave a section unpublished: the public page keeps its own.
        vision: section('vision', 'Draft vision', 'Not ready.', { icon: '🔭' }, false),
        values: section('values', 'What We Stand For', 'Our principles.', {
          values: [
            { id: 1, icon: '✨', title: 'Honesty', description: 'We tell the truth.' },
            { id: 2, icon: '✨', title: 'Courage', description: '' },
          ],
        }),
        history: section('history', 'Our Story', 'Since the beginning.', {
          timeline: [
            { id: 1, year: '1992', title: 'Founded', description: 'The first office opens.' },
            { id: 2, year: '2025', title: 'Online', description: 'The website launches.' },
          ],
        }),
        // A list that came back empty keeps the built-in items.
        achievements: section('achievements', 'Milestones', 'So far.', { achievements: [] }),
      }),
    );
    renderAbout();

    expect(await screen.findByRole('heading', { level: 1, name: 'Who We Are' })).toBeTruthy();
    expect(screen.getByText('Serving since 1992')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Mission Statement' })).toBeTruthy();
    expect(screen.getByText('To serve every ward.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Our Vision' })).toBeTruthy();
    expect(screen.queryByText('Draft vision')).toBeNull();

    const values = screen.getByRole('region', { name: 'What We Stand For' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Honesty', 'Courage']);
    const story = screen.getByRole('region', { name: 'Our Story' });
    expect(within(within(story).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);

    // Activities are missing from the answer: the built-in six.
    expect(within(screen.getByRole('region', { name: 'What We Do' })).getAllByRole('listitem')).toHaveLength(
      6,
    );
    const milestones = screen.getByRole('region', { name: 'Milestones' });
    expect(within(milestones).getByText('5,000+')).toBeTruthy();

    const cta = screen.getByRole('region', { name: 'Be part of the next chapter' });
    expect(within(cta).getByRole('link', { name: 'Join the branch' }).getAttribute('href')).toBe('/contact');
  });

  it('never follows a call to action link that is not a site path or a web, mail or phone address', async () => {
    server.on(
      'GET',
      '/about',
      ok({
        hero: section('hero', 'About Us', 'Hello.', { ctaText: 'Join', ctaLink: 'javascript:alert(1)' }),
      }),
    );
    renderAbout();
    const cta = await screen.findByRole('region', { name: 'Be part of the next chapter' });
    expect(within(cta).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/get-involved');
  });
});
