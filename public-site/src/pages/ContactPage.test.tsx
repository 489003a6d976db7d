// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ContactPage from './ContactPage';
import { EMPTY_SETTINGS, SETTINGS } from './site-fixtures';
import { fail, ok, renderPage, setupTestApi } from './test-utils';

const api = setupTestApi();

describe('the Contact page', () => {
  it("gives the office's phone, email, address and hours from the API, its social links, and no form", async () => {
    api().on('GET', '/site-settings', ok(SETTINGS));
    renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain("Loading the office's contact details");

    const phone = await screen.findByRole('link', { name: '032 202 4581' });
    expect(phone.getAttribute('href')).toBe('tel:0322024581');
    expect(screen.getByRole('link', { name: 'info@branch.example.org' }).getAttribute('href')).toBe(
      'mailto:info@branch.example.org',
    );
    expect(screen.getByText('Asokwa Roundabout')).toBeTruthy();
    expect(screen.getByText('Monday to Friday')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://facebook.com/branch',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Branch executives and offices' }).getAttribute('href')).toBe(
      '/executives/branch',
    );
  });

  it('leaves out what the office has not filled in', async () => {
    api().on('GET', '/site-settings', ok({ ...EMPTY_SETTINGS, email: 'info@branch.example.org' }));
    renderPage(<ContactPage />);
    expect(await screen.findByRole('link', { name: 'info@branch.example.org' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Phone' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Office hours' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Follow us' })).toBeNull();
  });

  it('says so when no contact details are published', async () => {
    api().on('GET', '/site-settings', ok(EMPTY_SETTINGS));
    renderPage(<ContactPage />);
    expect(await screen.findByText("The office's contact details have not been published yet.")).toBeTruthy();
  });

  it('says the details could not be loaded, with a way to try again', async () => {
    api().on('GET', '/site-settings', fail(500, 'Something went wrong on our side.'));
    renderPage(<ContactPage />);
    expect(await screen.findByText("Failed to load the office's contact details")).toBeTruthy();
    api().on('GET', '/site-settings', ok(SETTINGS));
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('link', { name: '032 202 4581' })).toBeTruthy();
  });
});
