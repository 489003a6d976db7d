// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';

afterEach(cleanup);

describe('Banner', () => {
  it('announces info and success politely', () => {
    render(
      <>
        <Banner>Check your email for a verification link.</Banner>
        <Banner tone="success">Profile updated successfully</Banner>
      </>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Check your email for a verification link.',
      'Profile updated successfully',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces warnings and errors as alerts', () => {
    render(
      <>
        <Banner tone="warning">Unable to confirm backend health. Some features may be unavailable.</Banner>
        <Banner tone="error" title="Login failed">
          Invalid credentials.
        </Banner>
      </>,
    );
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      'Unable to confirm backend health. Some features may be unavailable.',
      'Login failedInvalid credentials.',
    ]);
  });

  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <Banner tone="success" onDismiss={onDismiss}>
        Saved
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button unless asked', () => {
    render(<Banner tone="error">Failed to load wards</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  describe('with autoClearMs', () => {
    afterEach(() => vi.useRealTimers());

    it('clears itself after the time, and not before', () => {
      vi.useFakeTimers();
      const onDismiss = vi.fn();
      render(
        <Banner tone="success" onDismiss={onDismiss} autoClearMs={4000}>
          Role assigned.
        </Banner>,
      );
      act(() => {
        vi.advanceTimersByTime(3999);
      });
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });

    it('waits while the pointer is over it or focus is in it', () => {
      vi.useFakeTimers();
      const onDismiss = vi.fn();
      render(
        <Banner tone="error" onDismiss={onDismiss} autoClearMs={4000}>
          Could not save.
        </Banner>,
      );
      const banner = screen.getByRole('alert');
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      fireEvent.mouseEnter(banner);
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(onDismiss).not.toHaveBeenCalled();
      fireEvent.mouseLeave(banner);
      act(() => {
        screen.getByRole('button', { name: 'Dismiss' }).focus();
      });
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => {
        screen.getByRole('button', { name: 'Dismiss' }).blur();
      });
      act(() => {
        vi.advanceTimersByTime(999);
      });
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });
  });
});
