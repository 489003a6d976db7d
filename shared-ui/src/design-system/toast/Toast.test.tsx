// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi } from './Toast';

let api: ToastApi;

function CaptureApi() {
  const toast = useToast();
  useEffect(() => {
    api = toast;
  }, [toast]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderProvider(props: { defaultDuration?: number; max?: number } = {}) {
  render(
    <ToastProvider {...props}>
      <CaptureApi />
    </ToastProvider>,
  );
}

function region(): HTMLElement {
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('toasts', () => {
  it('shows a toast in a polite live region that exists beforehand', () => {
    renderProvider();
    expect(region().querySelector('[aria-live="polite"]')).not.toBeNull();
    act(() => {
      api.success('Invitation created successfully');
    });
    const message = screen.getByText('Invitation created successfully');
    expect(region().contains(message)).toBe(true);
  });

  it('clears a toast after 4000 ms by default', () => {
    renderProvider();
    act(() => {
      api.info('Invitation link copied to clipboard');
    });
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.queryByText('Invitation link copied to clipboard')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Invitation link copied to clipboard')).toBeNull();
  });

  it('takes a duration per toast, or none to stay until dismissed', () => {
    renderProvider();
    act(() => {
      api.show({ message: 'Section updated', duration: 5000 });
      api.error('Failed to load wards', { duration: null });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Section updated')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Section updated')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByText('Failed to load wards')).not.toBeNull();
  });

  it('uses the provider default duration', () => {
    renderProvider({ defaultDuration: 1500 });
    act(() => {
      api.info('Saved');
    });
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('announces errors and warnings as alerts', () => {
    renderProvider();
    act(() => {
      api.error('Failed to delete ward');
      api.success('Ward created successfully');
    });
    expect(screen.getByRole('alert').textContent).toContain('Failed to delete ward');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('can be dismissed by hand', () => {
    renderProvider();
    act(() => {
      api.info('Logout successful', { duration: null });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Logout successful')).toBeNull();
  });

  it('pauses while the pointer is over a toast', () => {
    renderProvider();
    act(() => {
      api.info('Profile updated successfully');
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const toast = screen.getByText('Profile updated successfully').closest('li') as HTMLElement;
    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText('Profile updated successfully')).not.toBeNull();
    fireEvent.mouseLeave(toast);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByText('Profile updated successfully')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Profile updated successfully')).toBeNull();
  });

  it('replaces a toast shown again with the same id, and restarts its countdown', () => {
    renderProvider();
    act(() => {
      api.info('Saving…', { id: 'save' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
      api.success('Saved', { id: 'save' });
    });
    expect(screen.queryByText('Saving…')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
  });

  it('keeps at most `max` toasts, dropping the oldest', () => {
    renderProvider({ max: 2 });
    act(() => {
      api.info('One');
      api.info('Two');
      api.info('Three');
    });
    expect(screen.queryByText('One')).toBeNull();
    expect(screen.getByText('Two')).toBeDefined();
    expect(screen.getByText('Three')).toBeDefined();
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CaptureApi />)).toThrow('useToast needs a <ToastProvider> above it.');
  });
});
