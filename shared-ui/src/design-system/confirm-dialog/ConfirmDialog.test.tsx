// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

afterEach(cleanup);

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const result = render(
    <ConfirmDialog
      open
      title="Revoke invitation"
      message="Revoke this invitation? This action cannot be undone."
      confirmLabel="Revoke"
      variant="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...result, onConfirm, onCancel, dialog: screen.getByRole('alertdialog') };
}

describe('ConfirmDialog', () => {
  it('asks its question in an alertdialog described by the message', () => {
    const { dialog } = renderDialog();
    expect(screen.getByRole('alertdialog', { name: 'Revoke invitation' })).toBe(dialog);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Revoke this invitation? This action cannot be undone.');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('calls onConfirm from the confirm button', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from Cancel, Escape and the × button', async () => {
    const { onCancel, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('focuses Cancel for a dangerous action, Confirm otherwise', () => {
    renderDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    cleanup();
    renderDialog({ variant: 'default', confirmLabel: 'Resend' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resend' }));
  });

  it('while busy shows progress and cannot be confirmed again or dismissed', async () => {
    const { onConfirm, onCancel } = renderDialog({ busy: true, busyLabel: 'Revoking…' });
    const confirm = screen.getByRole('button', { name: 'Revoking…' });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('can hold extra fields, the first of which gets focus', () => {
    renderDialog({
      title: 'Suspend user',
      confirmLabel: 'Suspend',
      children: (
        <label>
          Reason (optional) <textarea />
        </label>
      ),
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason (optional)' }));
  });
});
