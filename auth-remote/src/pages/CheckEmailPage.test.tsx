// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CheckEmailPage from './CheckEmailPage';
import { fail, ok, renderPage, setupTestApi } from '../test-utils';

const api = setupTestApi();

const ANSWER =
  'If an account waiting for its email address to be verified matches what you entered, we have sent a new ' +
  'verification link to that address. The link is valid for 48 hours.';
const again = () => screen.getByRole('button', { name: 'Send the verification email again' });

describe('CheckEmailPage', () => {
  it('names the address from the link, mentions spam and an administrator, and links to sign in', () => {
    renderPage(<CheckEmailPage />, '/check-email?email=ama%40example.org');

    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('ama@example.org')).toBeTruthy();
    expect(screen.getByText(/check your spam or junk folder.*contact an administrator/i)).toBeTruthy();
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

  it('sends the verification email again to the address it names, and says so politely', async () => {
    api().on('POST', '/auth/resend-verification', ok(null, ANSWER));
    const user = userEvent.setup();
    renderPage(<CheckEmailPage />, '/check-email?email=ama%40example.org');

    expect(screen.queryByLabelText('Email')).toBeNull();
    await user.click(again());

    expect((await screen.findByRole('status')).textContent).toContain(ANSWER);
    expect(JSON.parse(api().requests[0]?.body ?? 'null')).toEqual({ email: 'ama@example.org' });
    // Asking again stays possible.
    expect(again()).toBeTruthy();
  });

  it('asks for the address when it does not know it, and checks it is there first', async () => {
    api().on('POST', '/auth/resend-verification', ok(null, ANSWER));
    const user = userEvent.setup();
    renderPage(<CheckEmailPage />, '/check-email');

    await user.click(again());
    expect(await screen.findByText('Email is required')).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>('Email');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(api().requests).toHaveLength(0);

    await user.type(field, ' kofi@example.org ');
    await user.click(again());
    await screen.findByRole('status');
    expect(JSON.parse(api().requests[0]?.body ?? 'null')).toEqual({ email: 'kofi@example.org' });
  });

  it('says when the request could not be taken, without the server’s words for a 429', async () => {
    api().on('POST', '/auth/resend-verification', fail(429, 'Too many requests.'));
    const user = userEvent.setup();
    renderPage(<CheckEmailPage />, '/check-email?email=ama%40example.org');

    await user.click(again());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not take your request just now. Please try again in a minute.',
    );
  });
});
