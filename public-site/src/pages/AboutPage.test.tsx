// @vitest-environment jsdom
import { configureApi } from '@party/shared-ui';
import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, startTestApi, type TestApi } from '@party/shared-ui/testing';
import AboutPage, { ABOUT_LOAD_FAILED } from './AboutPage';

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

const FULL_ABOUT = {
  hero: section('hero', 'Who We Are', 'A branch of volunteers.', {
    subtitle: 'Serving since 1992',
    ctaText: 'Join the branch',
    ctaLink: '/contact',
  }),
  mission: section('mission', 'Mission Statement', 'To serve every ward.', { icon: '🌱' }),
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
  achievements: section('achievements', 'Milestones', 'So far.', { achievements: [] }),
};

describe('the About page', () => {
  it('shows the published sections as written and nothing of the others', async () => {
    server.on('GET', '/about', ok(FULL_ABOUT));
    renderAbout();

    expect(await screen.findByRole('heading', { level: 1, name: 'Who We Are' })).toBeTruthy();
    expect(screen.getByText('Serving since 1992')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Mission Statement' })).toBeTruthy();
    expect(screen.getByText('To serve every ward.')).toBeTruthy();
    // The vision is not published: hidden, not replaced by other text.
    expect(screen.queryByText('Draft vision')).toBeNull();
    expect(screen.queryByRole('region', { name: /vision/i })).toBeNull();

    const values = screen.getByRole('region', { name: 'What We Stand For' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Honesty', 'Courage']);
    const story = screen.getByRole('region', { name: 'Our Story' });
    const timeline = within(story).getByRole('list');
    expect(timeline.tagName).toBe('OL');
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(timeline).getAllByRole('listitem')[0]?.querySelector('time')?.getAttribute('datetime'),
    ).toBe('1992');

    // Activities are not in the answer; the achievements list was emptied: neither shows any item.
    expect(screen.queryByRole('region', { name: 'What We Do' })).toBeNull();
    const milestones = screen.getByRole('region', { name: 'Milestones' });
    expect(within(milestones).queryByRole('list')).toBeNull();
    expect(within(milestones).queryByText('5,000+')).toBeNull();

    const cta = screen.getByRole('region', { name: 'Be part of the next chapter' });
    expect(within(cta).getByRole('link', { name: 'Join the branch' }).getAttribute('href')).toBe('/contact');
    expect(within(cta).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('keeps its own title and call to action when the hero is not published', async () => {
    server.on(
      'GET',
      '/about',
      ok({ ...FULL_ABOUT, hero: { ...FULL_ABOUT.hero, title: 'Hidden hero', isPublished: false } }),
    );
    renderAbout();
    expect(await screen.findByRole('region', { name: 'Mission Statement' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(screen.queryByText('Hidden hero')).toBeNull();
    expect(screen.queryByText('Serving since 1992')).toBeNull();
    const cta = screen.getByRole('region', { name: 'Be part of the next chapter' });
    expect(within(cta).getByRole('link', { name: 'Get Involved' }).getAttribute('href')).toBe(
      '/get-involved',
    );
  });

  it('says so when nothing is published', async () => {
    server.on('GET', '/about', ok({}));
    renderAbout();
    expect(await screen.findByText('Nothing published yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
  });

  it('says the page could not be loaded, with a way to try again, instead of showing text nobody published', async () => {
    server.on('GET', '/about', fail(500, 'Something went wrong on our side.'));
    renderAbout();
    expect(await screen.findByText(ABOUT_LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Our Mission' })).toBeNull();

    server.on('GET', '/about', ok(FULL_ABOUT));
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Who We Are' })).toBeTruthy();
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
