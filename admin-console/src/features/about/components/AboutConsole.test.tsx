// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithProviders, setupTestApi } from '../../../shared/test-utils';
import type { AboutSections } from '../api/types';
import { AboutConsole } from './AboutConsole';

const api = setupTestApi();

const updatedAt = '2025-01-01T00:00:00Z';

const SECTIONS = {
  hero: {
    section: 'hero',
    updatedAt,
    title: 'About us',
    content: 'Who we are',
    data: { subtitle: 'Sub' },
    isPublished: true,
  },
  mission: {
    section: 'mission',
    updatedAt,
    title: 'Mission',
    content: 'Serve',
    data: { icon: '🎯' },
    isPublished: true,
  },
  vision: {
    section: 'vision',
    updatedAt,
    title: 'Vision',
    content: 'A better place',
    data: { icon: '🔭' },
    isPublished: true,
  },
  values: {
    section: 'values',
    updatedAt,
    title: 'Our values',
    content: '',
    data: {
      values: [
        { id: 2, icon: '✨', title: 'Integrity', description: 'Honest' },
        { id: 7, icon: '🤝', title: 'Unity', description: 'Together' },
        { id: 3, icon: '💡', title: 'Vision', description: 'Forward' },
      ],
    },
    isPublished: true,
  },
  history: {
    section: 'history',
    updatedAt,
    title: 'History',
    content: '',
    data: { timeline: [{ id: 1, year: '1992', title: 'Founded', description: '' }] },
    isPublished: true,
  },
  activities: {
    section: 'activities',
    updatedAt,
    title: 'Activities',
    content: '',
    data: { activities: [] },
    isPublished: false,
  },
  achievements: {
    section: 'achievements',
    updatedAt,
    title: 'Achievements',
    content: '',
    data: {
      achievements: [
        { id: 1, number: '12', description: 'Boreholes' },
        { id: 2, number: '3', description: 'Clinics' },
      ],
    },
    isPublished: true,
  },
} satisfies AboutSections;

const sent = (method: string) => api().requests.filter((request) => request.method === method);

function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

describe('AboutConsole', () => {
  it('labels the list tabs with their item counts', async () => {
    api().on('GET', '/about', ok(SECTIONS));
    renderWithProviders(<AboutConsole />);
    await screen.findByRole('tab', { name: 'Values (3)' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Hero',
      'Mission',
      'Vision',
      'Values (3)',
      'History (1)',
      'Activities (0)',
      'Achievements (2)',
    ]);
    await openTab('Values (3)');
    expect(screen.getByText('Recommended: 6 values (currently 3).')).toBeTruthy();
  });

  it('gives a new item the largest id plus 1 and the default icon, and counts it in the tab', async () => {
    api().on('GET', '/about', ok(SECTIONS));
    renderWithProviders(<AboutConsole />);
    await openTab('Values (3)');
    await userEvent.click(screen.getByRole('button', { name: 'Add value' }));
    const group = screen.getByRole('group', { name: /Value 4/ });
    expect(group.textContent).toContain('(id 8)');
    expect(within(group).getByLabelText<HTMLInputElement>('Icon').value).toBe('✨');
    expect(screen.getByRole('tab', { name: 'Values (4)' })).toBeTruthy();

    await openTab('Activities (0)');
    await userEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    const activity = screen.getByRole('group', { name: /Activity 1/ });
    expect(activity.textContent).toContain('(id 1)');
    expect(within(activity).getByLabelText<HTMLInputElement>('Icon').value).toBe('⭐');
  });

  it('removes an item only after confirmation', async () => {
    api().on('GET', '/about', ok(SECTIONS));
    renderWithProviders(<AboutConsole />);
    await openTab('Values (3)');
    await userEvent.click(screen.getByRole('button', { name: 'Remove value 2' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('tab', { name: 'Values (2)' })).toBeTruthy();
    expect(screen.queryByDisplayValue('Unity')).toBeNull();
  });

  it('refuses an icon longer than 10 characters without sending', async () => {
    api().on('GET', '/about', ok(SECTIONS));
    renderWithProviders(<AboutConsole />);
    await openTab('Mission');
    const icon = screen.getByLabelText('Icon');
    fireEvent.change(icon, { target: { value: 'abcdefghijk' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Mission' }));
    expect(description(screen.getByLabelText('Icon'))).toContain('Icon must be at most 10 characters');
    expect(sent('PUT')).toHaveLength(0);
  });

  it('saves a section with PUT and reports success', async () => {
    api().on('GET', '/about', ok(SECTIONS));
    api().on('PUT', '/about/values', (request) =>
      ok({ section: 'values', ...(JSON.parse(request.body) as object), updatedAt: '2025-01-01T00:00:00Z' }),
    );
    renderWithProviders(<AboutConsole />);
    await openTab('Values (3)');
    fireEvent.change(screen.getByDisplayValue('Integrity'), { target: { value: 'Honesty' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Values' }));
    expect(await screen.findByText('Values section updated successfully!')).toBeTruthy();
    const [put] = sent('PUT');
    expect(put!.path).toBe('/api/about/values');
    const body = JSON.parse(put!.body) as {
      title: string;
      isPublished: boolean;
      data: { values: unknown[] };
    };
    expect(body.title).toBe('Our values');
    expect(body.isPublished).toBe(true);
    expect(body.data.values[0]).toEqual({ id: 2, icon: '✨', title: 'Honesty', description: 'Honest' });
  });

  it('shows a server field error beside the item field, and the failure message', async () => {
    api().on('GET', '/about', ok(SECTIONS));
    api().on(
      'PUT',
      '/about/values',
      fail(400, '', { 'data.values[2].title': ['Title must be at most 200 characters'] }),
    );
    renderWithProviders(<AboutConsole />);
    await openTab('Values (3)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Values' }));
    expect(await screen.findByText('Failed to update values section')).toBeTruthy();
    const third = screen.getByRole('group', { name: /Value 3/ });
    expect(description(within(third).getByLabelText('Title'))).toContain(
      'Title must be at most 200 characters',
    );
    const first = screen.getByRole('group', { name: /Value 1/ });
    expect(description(within(first).getByLabelText('Title'))).not.toContain('at most');
  });

  it('shows the load failure', async () => {
    api().on('GET', '/about', fail(500, ''));
    renderWithProviders(<AboutConsole />);
    expect(await screen.findByText('Failed to load About sections')).toBeTruthy();
  });

  it('clears the message after 5 seconds', async () => {
    api().on('GET', '/about', ok(SECTIONS));
    api().on('PUT', '/about/hero', ok(null));
    renderWithProviders(<AboutConsole />);
    await screen.findByRole('tab', { name: 'Hero' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Hero' }));
    await screen.findByText('Hero section updated successfully!');
    await waitFor(() => expect(screen.queryByText('Hero section updated successfully!')).toBeNull(), {
      timeout: 6500,
    });
  }, 10_000);

  it('refuses a title longer than the API takes, in its words, without sending', async () => {
    api().on('GET', '/about', ok(SECTIONS));
    renderWithProviders(<AboutConsole />);
    await openTab('Vision');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'v'.repeat(201) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Vision' }));
    expect(description(screen.getByLabelText('Title'))).toContain('Title must be at most 200 characters');
    expect(
      await screen.findByText('Please correct the highlighted fields in the vision section'),
    ).toBeTruthy();
    expect(sent('PUT')).toHaveLength(0);
  });
});
