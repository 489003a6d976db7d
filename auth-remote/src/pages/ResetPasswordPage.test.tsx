// @vitest-environment jsdom
import { getSession } from '@party/shared-ui';
import { createQueryClient } from '@party/shared-ui/query';
import { startSession } from '@party/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import LoginPage from './LoginPage';
import ResetPasswordPage from './ResetPasswordPage';
import { AMA, fail, ok, renderPage, setupTestApi } from '../test-utils';

const api = setupTestApi();

const DONE = 'Your password has been reset. You can now sign in with your new password.';

/** The reset page and the sign-in page it leads to, through the real providers. */
function renderReset(url: string) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => screen.getByRole('button', { name: 'Set new password' });

/** The error text tied to a field through aria-describedby. */
function fieldError(label: string): string | undefined {
  const ids = (field(label).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent;
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the token, ends this browser’s session and leads to sign in', async () => {
    startSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: AMA });
    api().on('POST', '/auth/reset-password', ok(null, DONE));
    const user = renderReset('/reset-password?token=tok-1');

    expect(screen.getByRole('form', { name: 'Choose a new password' }).getAttribute('method')).toBe('post');
    await user.type(field('New password'), 'a new passphrase');
    await user.type(field('Confirm new password'), 'a new passphrase');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText(DONE)).toBeTruthy();
    expect(JSON.parse(api().requests[0]?.body ?? 'null')).toEqual({
      token: 'tok-1',
      password: 'a new passphrase',
      passwordConfirm: 'a new passphrase',
    });
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('checks the registration rules before calling, beside each field', async () => {
    const user = renderReset('/reset-password?token=tok-1');

    await user.click(submit());
    expect(fieldError('New password')).toBe('Password is required');
    expect(fieldError('Confirm new password')).toBe('Please confirm your password');
    await waitFor(() => expect(document.activeElement).toBe(field('New password')));

    await user.type(field('New password'), 'short');
    await user.type(field('Confirm new password'), 'short');
    await user.click(submit());
    expect(fieldError('New password')).toBe('Password must be at least 8 characters');

    await user.clear(field('New password'));
    await user.type(field('New password'), 'long enough one');
    await user.click(submit());
    expect(fieldError('Confirm new password')).toBe('Passwords do not match');
    expect(api().requests).toHaveLength(0);
  });

  it('explains a link the server refuses, with a way to ask for a new one', async () => {
    api().on(
      'POST',
      '/auth/reset-password',
      fail(400, 'Please correct the highlighted fields.', {
        token: ['This password reset link has expired. Please ask for a new one.'],
      }),
    );
    const user = renderReset('/reset-password?token=old');
    await user.type(field('New password'), 'a new passphrase');
    await user.type(field('Confirm new password'), 'a new passphrase');
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This password reset link has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('shows the server’s password problems beside the field', async () => {
    api().on(
      'POST',
      '/auth/reset-password',
      fail(400, 'Please correct the highlighted fields.', {
        password: ['Password must be at most 128 characters'],
      }),
    );
    const user = renderReset('/reset-password?token=tok-1');
    await user.type(field('New password'), 'a new passphrase');
    await user.type(field('Confirm new password'), 'a new passphrase');
    await user.click(submit());

    await screen.findByText('Password must be at most 128 characters');
    expect(fieldError('New password')).toBe('Password must be at most 128 characters');
  });

  it('explains a link without a token', () => {
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByRole('alert').textContent).toMatch(/This link is incomplete/);
    expect(screen.getByRole('link', { name: 'ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });
});
