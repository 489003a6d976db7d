// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pill } from './Pill';

afterEach(cleanup);

describe('Pill', () => {
  it('has a remove button named after its label', async () => {
    const onRemove = vi.fn();
    render(<Pill label="admin" onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove admin' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('can disable removal, with a reason', async () => {
    const onRemove = vi.fn();
    render(
      <Pill
        label="member"
        onRemove={onRemove}
        removeDisabled
        removeDisabledReason="A user keeps at least one role"
      />,
    );
    const button = screen.getByRole('button', { name: 'Remove member' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe('A user keeps at least one role');
    await userEvent.click(button);
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('has no button when it cannot be removed', () => {
    render(<Pill label="health" />);
    expect(screen.getByText('health')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
