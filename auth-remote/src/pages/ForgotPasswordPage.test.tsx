// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ForgotPasswordPage from './ForgotPasswordPage';
import { fail, ok, renderPage, setupTestApi } from '../test-utils';

const api = setupTestApi();

const ANSWER = 'If an account matches what you entered, we have sent a link. The link is valid for one hour.';
const field = () => screen.getByLabelText<HTMLInputElement>('Username or Email');
const send = () => screen.getByRole('button', { name: 'Send reset link' });

describe('ForgotPasswordPage', () => {
  it('sends a username and shows the server’s confirmation in place of the form, focused', async () => {
    api().on('POST', '/auth/forgot-password', ok(null, ANSWER));
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, '/forgot-password');

    expect(screen.getByRole('form', { name: 'Forgot password' }).getAttribute('method')).toBe('post');
    await user.type(field(), '  ama ');
    await user.click(send());

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(ANSWER);
    expect(document.activeElement?.textContent).toContain(ANSWER);
    expect(screen.queryByRole('form', { name: 'Forgot password' })).toBeNull();
    expect(JSON.parse(api().requests[0]?.body ?? 'null')).toEqual({ username: 'ama' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');

    // Asking again brings the form back.
    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(field()).toBeTruthy();
  });

  it('sends an email address as both username and email', async () => {
    api().on('POST', '/auth/forgot-password', ok(null, ANSWER));
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, '/forgot-password');

    await user.type(field(), 'ama@example.org');
    await user.click(send());
    await screen.findByRole('status');
    expect(JSON.parse(api().requests[0]?.body ?? 'null')).toEqual({
      username: 'ama@example.org',
      email: 'ama@example.org',
    });
  });

  it('asks for an account before calling, beside the field', async () => {
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, '/forgot-password');

    await user.click(send());
    expect(await screen.findByText('Username or email is required')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(api().requests).toHaveLength(0);
  });

  it('explains a refusal (too many requests) and keeps the form', async () => {
    api().on(
      'POST',
      '/auth/forgot-password',
      fail(429, 'Too many attempts for this account.', {}, 'RATE_LIMITED'),
    );
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, '/forgot-password');

    await user.type(field(), 'ama');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toMatch(/try again/i);
    expect(field().value).toBe('ama');
  });
});
