// @vitest-environment jsdom
import { api as client } from '@party/shared-ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccessGate } from './AccessGate';
import { fail, ok, renderWithProviders, setupTestApi } from './test-utils';

const api = setupTestApi();

const REFUSAL = fail(
  403,
  'The site requires administrators to use two-factor sign-in.',
  {},
  'TWO_FACTOR_REQUIRED',
);

function Console() {
  const list = useQuery({ queryKey: ['roles'], queryFn: () => client.get('/roles') });
  const save = useMutation({ mutationFn: () => client.post('/news', {}) });
  return (
    <div>
      <h1>Console</h1>
      <p>{list.isError ? 'Failed to load' : 'Loaded'}</p>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
    </div>
  );
}

const gated = (
  <AccessGate requires="admin" tone="error" refusal="No." title="Console">
    <Console />
  </AccessGate>
);

describe('a console refused until two-factor sign-in is set up', () => {
  it('says what to do, with the way to the profile, when a load is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api().on('GET', '/roles', REFUSAL);
    renderWithProviders(gated);
    expect(await screen.findByText('Set up two-factor sign-in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set it up on your profile page' }).getAttribute('href')).toBe(
      '/profile',
    );
    // The console itself stays.
    expect(screen.getByRole('heading', { name: 'Console' })).toBeTruthy();
  });

  it('says so when a save is refused, and not for other refusals', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api().on('GET', '/roles', ok([]));
    api().on('POST', '/news', fail(403, 'You need administrator access to do this.', {}, 'FORBIDDEN'));
    const user = userEvent.setup();
    renderWithProviders(gated);
    expect(await screen.findByText('Loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api().requests.some((request) => request.method === 'POST')).toBe(true));
    expect(screen.queryByText('Set up two-factor sign-in')).toBeNull();

    api().on('POST', '/news', REFUSAL);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Set up two-factor sign-in')).toBeTruthy();
  });
});
