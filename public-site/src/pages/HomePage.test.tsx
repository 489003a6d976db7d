// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import HomePage from './HomePage';

afterEach(cleanup);

describe('the Home page', () => {
  it('opens with a hero whose Get Involved button goes to /get-involved', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    const hero = screen.getByRole('region', { name: headings[0]!.textContent });
    const getInvolved = within(hero).getByRole('link', { name: 'Get Involved' });
    expect(getInvolved.getAttribute('href')).toBe('/get-involved');
    expect(getInvolved.className).toContain('pui-button');
  });

  it('gives reasons to choose us, and links on to the news and projects', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const why = screen.getByRole('region', { name: 'Why Choose Us' });
    const reasons = within(why).getAllByRole('listitem');
    expect(reasons.length).toBeGreaterThanOrEqual(4);
    expect(reasons.length).toBeLessThanOrEqual(6);
    for (const reason of reasons) {
      expect(within(reason).getByRole('heading', { level: 3 })).toBeTruthy();
      expect(reason.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Read the latest news' }).getAttribute('href')).toBe('/news');
    expect(screen.getByRole('link', { name: 'See our projects' }).getAttribute('href')).toBe('/projects');
  });
});
