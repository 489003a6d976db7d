// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LoginPage from './LoginPage';
import { AMA, fail, ok, renderPage, setupTestApi } from '../test-utils';

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

describe('LoginPage with two-factor sign-in', () => {
  const CHALLENGE = {
    twoFactorRequired: true,
    challenge: 'challenge-1',
    expiresAt: '2026-11-28T10:05:00.000Z',
  };

  async function passwordStep(url = '/login?next=%2Fprofile') {
    api().on(
      'POST',
      '/auth/login',
      ok(CHALLENGE, 'Enter the code from your authenticator app to finish signing in.'),
    );
    const user = userEvent.setup();
    renderPage(<LoginPage />, url);
    await user.type(screen.getByLabelText('Username or Email'), 'ama');
    await user.type(screen.getByLabelText('Password'), 'secret passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Two-factor sign-in' });
    return user;
  }

  const bodies = () =>
    api()
      .requests.filter((request) => request.path === '/api/auth/login/two-factor')
      .map((request) => JSON.parse(request.body) as unknown);

  it('asks for the app’s code after the password, shows a wrong one in the form, and signs in with the right one', async () => {
    const user = await passwordStep();
    const code = screen.getByLabelText(/Authentication code/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
    expect(screen.queryByLabelText('Password')).toBeNull();
    // No session yet.
    expect(localStorage.getItem('access_token')).toBeNull();

    api().on(
      'POST',
      '/auth/login/two-factor',
      fail(400, 'That code is not right. Check your authenticator app and try again.', {
        code: ['That code is not right. Check your authenticator app and try again.'],
      }),
    );
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByText('That code is not right. Check your authenticator app and try again.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Authentication code/).getAttribute('aria-invalid')).toBe('true');

    api().on(
      'POST',
      '/auth/login/two-factor',
      ok({ token: 'access-2', refreshToken: 'refresh-2', user: AMA }),
    );
    await user.clear(screen.getByLabelText(/Authentication code/));
    await user.type(screen.getByLabelText(/Authentication code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Now at /profile' })).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBe('access-2');
    expect(bodies()).toEqual([
      { challenge: 'challenge-1', code: '111111' },
      { challenge: 'challenge-1', code: '123 456' },
    ]);
  });

  it('takes a recovery code instead', async () => {
    const user = await passwordStep('/login');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText(/Recovery code/);
    expect(document.activeElement).toBe(field);
    api().on(
      'POST',
      '/auth/login/two-factor',
      ok({ token: 'access-3', refreshToken: 'refresh-3', user: AMA }),
    );
    await user.type(field, 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Now at /' })).toBeTruthy();
    expect(bodies()).toEqual([{ challenge: 'challenge-1', recoveryCode: 'abcd-efgh-jkmn' }]);
  });

  it('asks for a code before calling the API', async () => {
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    const code = screen.getByLabelText(/Authentication code/);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const errorId = code
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.includes('error'));
    expect(document.getElementById(errorId ?? '')?.textContent).toBe(
      'Enter the 6-digit code from your authenticator app.',
    );
    expect(bodies()).toEqual([]);
  });

  it('goes back to the password, saying why, when the sign-in is over', async () => {
    const user = await passwordStep();
    api().on(
      'POST',
      '/auth/login/two-factor',
      fail(400, 'Too many wrong codes. Please sign in again.', {
        code: ['That code is not right. Check your authenticator app and try again.'],
        challenge: ['Too many wrong codes. Please sign in again.'],
      }),
    );
    await user.type(screen.getByLabelText(/Authentication code/), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Too many wrong codes. Please sign in again.')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText(/Authentication code/)).toBeNull();
  });

  it('has a way back to the password step', async () => {
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Username or Email').value).toBe('ama');
  });
});
