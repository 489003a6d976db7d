// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import GetInvolvedPage from './GetInvolvedPage';
import { renderPage } from './test-utils';

afterEach(cleanup);

describe('the Get involved page', () => {
  it('lists the ways to take part, each with a call to action', () => {
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
    expect(screen.getByRole('link', { name: 'Email to volunteer' }).getAttribute('href')).toMatch(
      /^mailto:.+\?subject=I%20would%20like%20to%20volunteer$/,
    );
    expect(screen.getByRole('link', { name: 'Call 032 202 4581' }).getAttribute('href')).toBe(
      'tel:+233322024581',
    );
  });
});
