// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ContactPage from './ContactPage';
import { renderPage } from './test-utils';

afterEach(cleanup);

describe('the Contact page', () => {
  it('gives a phone number, an email address, the office address and hours, and no form', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '032 202 4581' }).getAttribute('href')).toBe('tel:+233322024581');
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:[^?]+@/);
    expect(screen.getByRole('heading', { name: 'Office address' })).toBeTruthy();
    expect(screen.getByText('Monday to Friday')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Branch executives and offices' }).getAttribute('href')).toBe(
      '/executives/branch',
    );
  });
});
