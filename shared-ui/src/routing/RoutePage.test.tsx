// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_DELAYS_MS, RoutePage } from './RoutePage';
import { UNAVAILABLE_MESSAGE } from './status-pages';

afterEach(cleanup);

function Page() {
  return <h1>Hello</h1>;
}

describe('RoutePage', () => {
  it('renders a page whose code is already loaded at once, with no loading state', () => {
    render(<RoutePage source="public_site" load={() => new Promise(() => undefined)} preloaded={Page} />);
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a loading state, then the page', async () => {
    render(<RoutePage source="public_site" load={() => Promise.resolve({ default: Page })} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await screen.findByRole('heading', { name: 'Hello' });
  });

  it('shows the unavailable message when the load fails, and loads again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 42 failed.'))
      .mockResolvedValue({ default: Page });

    render(<RoutePage source="public_site" load={load} />);
    expect((await screen.findByRole('alert')).textContent).toContain(UNAVAILABLE_MESSAGE);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Hello' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('comes back by itself once the page can be loaded again, without flickering meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const load = vi
        .fn<() => Promise<{ default: typeof Page }>>()
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockResolvedValue({ default: Page });

      render(<RoutePage source="public_site" load={load} />);
      const alert = await screen.findByRole('alert');
      // The first quiet attempt fails: the same message stays, with no loading state in between.
      await vi.advanceTimersByTimeAsync(RECOVERY_DELAYS_MS[0]);
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('alert')).toBe(alert);
      expect(screen.queryByRole('status')).toBeNull();
      // The second succeeds: the page shows.
      await vi.advanceTimersByTimeAsync(RECOVERY_DELAYS_MS[1]);
      await screen.findByRole('heading', { name: 'Hello' });
    } finally {
      vi.useRealTimers();
    }
  });
});
