// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('is a non-submitting button by default, with variant and size classes', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button variant="danger" size="sm" className="extra" onClick={onClick}>
          Delete
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button.className).toBe('pui-button pui-button--danger pui-button--sm extra');
  });

  it('while busy keeps its name and focus, shows a spinner and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    expect(button.querySelector('.pui-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form again while busy', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" busy>
          Create User
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows its busy label in place of its label, named by it', () => {
    const { rerender } = render(<Button busyLabel="Creating User...">Create User</Button>);
    expect(screen.getByRole('button', { name: 'Create User' })).toBeDefined();
    rerender(
      <Button busy busyLabel="Creating User...">
        Create User
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Creating User...' })).toBeDefined();
  });

  it('can be disabled, and forwards its ref', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} disabled onClick={onClick}>
        Next
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(ref.current).toBe(button);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lends its look to other elements', () => {
    expect(buttonClassName({ variant: 'secondary', fullWidth: true })).toBe(
      'pui-button pui-button--secondary pui-button--md pui-button--full',
    );
  });
});
