// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GetInvolvedPage from './GetInvolvedPage';
import { EMPTY_SETTINGS, SETTINGS } from './site-fixtures';
import { ok, renderPage, setupTestApi } from './test-utils';

const api = setupTestApi();

describe('the Get involved page', () => {
  it("lists the ways to take part, each with a call to action, reaching the office's phone and email", async () => {
    api().on('GET', '/site-settings', ok(SETTINGS));
    renderPage(<GetInvolvedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get Involved' })).toBeTruthy();
    const ways = ['Volunteer', 'Become a member', 'Attend meetings', 'Donate'];
    for (const way of ways) {
      const card = screen.getByRole('heading', { level: 2, name: way }).closest('li')!;
      expect(within(card).getAllByRole('link').length).toBeGreaterThan(0);
    }
    const member = screen.getByRole('heading', { name: 'Become a member' }).closest('li')!;
    expect(within(member).getByText(/sends an invitation to your email address/)).toBeTruthy();
    expect(within(member).getByRole('link', { name: 'Find your branch' }).getAttribute('href')).toBe(
      '/executives/branch',
    );
    expect((await screen.findByRole('link', { name: 'Email to volunteer' })).getAttribute('href')).toBe(
      'mailto:info@branch.example.org?subject=I%20would%20like%20to%20volunteer',
    );
    expect(screen.getByRole('link', { name: 'Call 032 202 4581' }).getAttribute('href')).toBe(
      'tel:0322024581',
    );
  });

  it('points to the Contact page when the office has published no phone or email', async () => {
    api().on('GET', '/site-settings', ok(EMPTY_SETTINGS));
    renderPage(<GetInvolvedPage />);
    const volunteer = screen.getByRole('heading', { name: 'Volunteer' }).closest('li')!;
    expect(within(volunteer).getByRole('link', { name: 'Contact the office' }).getAttribute('href')).toBe(
      '/contact',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
    expect(screen.queryByRole('link', { name: /^mailto:/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Contact the office' }).length).toBeGreaterThan(2);
  });
});
