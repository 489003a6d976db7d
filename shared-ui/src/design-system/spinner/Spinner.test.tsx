// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from '../skeleton/Skeleton';
import { Spinner } from './Spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status saying "Loading…" to screen readers only', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(screen.getByText('Loading…').className).toBe('pui-visually-hidden');
  });

  it('can show its label', () => {
    render(<Spinner label="Loading users…" showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Loading users…');
    expect(screen.getByText('Loading users…').className).toBe('pui-spinner__label');
  });

  it('can be purely decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild;
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.querySelectorAll('.pui-skeleton')).toHaveLength(3);
  });
});
