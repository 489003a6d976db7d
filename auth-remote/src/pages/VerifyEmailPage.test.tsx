// @vitest-environment jsdom
import { getSession } from '@party/shared-ui';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import VerifyEmailPage from './VerifyEmailPage';
import { fail, ok, renderPage, setupTestApi, AMA } from '../test-utils';

const api = setupTestApi();

const user = AMA;

describe('VerifyEmailPage', () => {
  it('verifies the token, signs in, and goes home after one second', async () => {
    // Only the page's timers are faked; React's scheduler and the HTTP exchange run for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api().on('POST', '/auth/verify-email', ok({ token: 'access-1', refreshToken: 'refresh-1', user }));
    renderPage(<VerifyEmailPage />, '/verify-email?token=verify-123');

    expect(screen.getByRole('status').textContent).toContain('Verifying your email');
    // vi.waitFor advances the fake clock by its interval on each check: keep the steps small.
    await vi.waitFor(() => screen.getByText('Email verified successfully'), { interval: 5, timeout: 3000 });
    expect(getSession()).toMatchObject({ isAuthenticated: true, accessToken: 'access-1' });
    expect(JSON.parse(api().requests[0]?.body ?? '{}')).toEqual({ token: 'verify-123' });

    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(screen.queryByRole('heading', { name: 'Now at /' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByRole('heading', { name: 'Now at /' })).toBeTruthy();
    expect(api().requests).toHaveLength(1);
  });

  it('shows the server message when verification fails, with links to check email and sign in', async () => {
    api().on(
      'POST',
      '/auth/verify-email',
      fail(400, 'This verification link is not valid or has already been used.', {
        token: ['This verification link is not valid or has already been used.'],
      }),
    );
    renderPage(<VerifyEmailPage />, '/verify-email?token=spent');

    expect(await screen.findByText('Email verification failed')).toBeTruthy();
    expect(screen.getByText('This verification link is not valid or has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check your email' }).getAttribute('href')).toBe('/check-email');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('says the token is missing, without calling the server', () => {
    renderPage(<VerifyEmailPage />, '/verify-email');

    expect(screen.getByText('Missing token in URL.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    expect(api().requests).toHaveLength(0);
  });
});
