// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CheckEmailPage from './CheckEmailPage';
import { renderPage, setupTestApi } from '../test-utils';

setupTestApi();

describe('CheckEmailPage', () => {
  it('names the address from the link, mentions spam and an administrator, and links to sign in', () => {
    renderPage(<CheckEmailPage />, '/check-email?email=ama%40example.org');

    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('ama@example.org')).toBeTruthy();
    expect(screen.getByText(/check your spam or junk folder, or contact an administrator/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('offers the password reset for a forgotten password', () => {
    renderPage(<CheckEmailPage />, '/check-email?email=ama%40example.org');

    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('still explains without an address', () => {
    renderPage(<CheckEmailPage />, '/check-email');

    expect(screen.getByText(/We sent a verification link to your email address\./)).toBeTruthy();
  });
});
