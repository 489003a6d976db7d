// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LoginPage from './LoginPage';
import { AMA, ok, renderPage, setupTestApi } from '../test-utils';

const api = setupTestApi();

async function signIn(url: string) {
  api().on('POST', '/auth/login', ok({ token: 'access-1', refreshToken: 'refresh-1', user: AMA }));
  const user = userEvent.setup();
  renderPage(<LoginPage />, url);
  await user.type(screen.getByLabelText('Username or Email'), 'ama');
  await user.type(screen.getByLabelText('Password'), 'secret passphrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('links to the forgotten-password page', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('goes back to the page that asked for a login once signed in', async () => {
    await signIn('/login?next=%2Fprofile');
    expect(await screen.findByRole('heading', { name: 'Now at /profile' })).toBeTruthy();
  });

  it('goes home after signing in without a return address', async () => {
    await signIn('/login');
    expect(await screen.findByRole('heading', { name: 'Now at /' })).toBeTruthy();
  });

  it('never sends a visitor to another site', async () => {
    await signIn('/login?next=%2F%2Fevil.example%2Fprofile');
    expect(await screen.findByRole('heading', { name: 'Now at /' })).toBeTruthy();
  });
});
