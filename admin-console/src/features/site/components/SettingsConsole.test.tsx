// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  description,
  fail,
  ok,
  renderWithProviders,
  setupTestApi,
  signInAs,
} from '../../../shared/test-utils';
import type { SiteSettings } from '../api/site-api';
import { SettingsConsole } from './SettingsConsole';

const api = setupTestApi();

const SETTINGS: SiteSettings = {
  officeName: 'Constituency Office',
  addressLines: ['Asokwa Roundabout', 'Kumasi'],
  phone: '032 202 4581',
  email: 'info@branch.example.org',
  openingHours: [{ days: 'Monday to Friday', time: '8:30 am – 5:00 pm' }],
  socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/branch' }],
  updatedAt: '2026-11-26T10:00:00.000Z',
};

const puts = () => api().requests.filter((request) => request.method === 'PUT');

describe('the Site settings console', () => {
  // Typing in a dozen fields under jsdom takes a few seconds on a busy machine.
  it(
    'edits the office details, adds an opening-hours row and saves the whole settings',
    { timeout: 20_000 },
    async () => {
      api().on('GET', '/site-settings', ok(SETTINGS));
      api().on('PUT', '/site-settings', (request) =>
        ok(
          { ...(JSON.parse(request.body) as object), updatedAt: '2026-11-26T11:00:00.000Z' },
          'Site settings saved successfully',
        ),
      );
      renderWithProviders(<SettingsConsole />);
      const phone = await screen.findByLabelText('Phone');
      expect((phone as HTMLInputElement).value).toBe('032 202 4581');
      expect(screen.getByLabelText<HTMLTextAreaElement>('Address').value).toBe('Asokwa Roundabout\nKumasi');

      fireEvent.change(phone, { target: { value: '030 111 2222' } });
      await userEvent.click(screen.getByRole('button', { name: 'Add opening hours' }));
      const added = screen.getByRole('group', { name: 'Opening hours 2' });
      // The new row's first field takes the focus.
      await waitFor(() => expect(document.activeElement).toBe(within(added).getByLabelText('Days')));
      await userEvent.type(within(added).getByLabelText('Days'), 'Saturday');
      fireEvent.change(within(added).getByLabelText('Hours'), { target: { value: '9:00 am – 1:00 pm' } });
      await userEvent.click(screen.getByRole('button', { name: 'Remove social link 1' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

      expect((await screen.findByRole('status')).textContent).toContain('Site settings saved successfully');
      expect(JSON.parse(puts()[0]!.body)).toEqual({
        officeName: 'Constituency Office',
        addressLines: ['Asokwa Roundabout', 'Kumasi'],
        phone: '030 111 2222',
        email: 'info@branch.example.org',
        openingHours: [
          { days: 'Monday to Friday', time: '8:30 am – 5:00 pm' },
          { days: 'Saturday', time: '9:00 am – 1:00 pm' },
        ],
        socialLinks: [],
      });
    },
  );

  it("shows the API's messages beside the fields it names", async () => {
    api().on('GET', '/site-settings', ok(SETTINGS));
    api().on(
      'PUT',
      '/site-settings',
      fail(400, 'Please correct the highlighted fields.', {
        email: ['Invalid email format'],
        'socialLinks.0.url': ['Enter a full http:// or https:// address'],
        'addressLines.1': ['Each address line must be at most 120 characters'],
      }),
    );
    renderWithProviders(<SettingsConsole />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please correct the highlighted fields.',
    );
    expect(description(screen.getByLabelText('Email'))).toContain('Invalid email format');
    const link = screen.getByRole('group', { name: 'Social link 1' });
    expect(description(within(link).getByLabelText('URL'))).toContain(
      'Enter a full http:// or https:// address',
    );
    expect(description(screen.getByLabelText('Address'))).toContain('at most 120 characters');
    expect(description(screen.getByLabelText('Phone'))).not.toContain('Invalid');
  });

  it('says when the settings cannot be loaded, and loads them on Try again', async () => {
    api().on('GET', '/site-settings', fail(500, ''));
    renderWithProviders(<SettingsConsole />);
    expect(await screen.findByText('Failed to load the site settings')).toBeTruthy();
    api().on('GET', '/site-settings', ok(SETTINGS));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Phone')).toBeTruthy();
  });

  it('is refused to a member, and loads nothing', async () => {
    signInAs('member');
    renderWithProviders(<SettingsConsole />);
    expect(screen.getByText('You need administrator access to view this page.')).toBeTruthy();
    expect(api().requests).toHaveLength(0);
  });
});
