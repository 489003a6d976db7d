// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal';

afterEach(cleanup);

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Create Ward
      </button>
      <Modal
        title="Create ward"
        description="Wards belong to the selected constituency."
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" form="ward-form">
              Save
            </button>
          </>
        }
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        <form id="ward-form">
          <label>
            Ward name <input name="wardName" />
          </label>
          <label>
            Office location <input name="officeLocation" />
          </label>
        </form>
      </Modal>
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Create Ward' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Create ward' }) };
}

describe('Modal', () => {
  it('is a modal dialog in a portal, named by its title and described by its description', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Wards belong to the selected constituency.');
  });

  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus to the first field and keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openModal();
    const wardName = screen.getByRole('textbox', { name: 'Ward name' });
    expect(document.activeElement).toBe(wardName);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Office location' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    // Past the last element, back to the first (the × button).
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn();
    const { user, dialog, opener } = await openModal({ onClose });
    await user.click(screen.getByRole('textbox', { name: 'Ward name' }));
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('can ignore backdrop clicks', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose, closeOnBackdropClick: false });
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('closes from the × button', async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('cannot be dismissed while closing is prevented', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose, preventClose: true });
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
  });

  it('brings focus back inside when something moves it out', async () => {
    const { opener } = await openModal();
    opener.focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('locks the page scroll while open', async () => {
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('focuses the element named by initialFocusRef or marked data-autofocus', async () => {
    const user = userEvent.setup();
    function WithAutofocus() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Suspend user">
            <input aria-label="First" />
            <input aria-label="Reason" data-autofocus />
          </Modal>
        </>
      );
    }
    render(<WithAutofocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' }));
  });

  it('focuses the dialog itself when it holds nothing focusable but its × button', async () => {
    const user = userEvent.setup();
    function InfoOnly() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Details
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Ward details">
            <p>Nothing to edit.</p>
          </Modal>
        </>
      );
    }
    render(<InfoOnly />);
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Ward details' }));
  });

  it('closes only the innermost of two nested dialogs on Escape', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOuter(true)}>
            Manage Roles
          </button>
          <Modal open={outer} onClose={() => setOuter(false)} title="Manage Roles for ama">
            <button type="button" onClick={() => setInner(true)}>
              Remove admin
            </button>
            <Modal open={inner} onClose={() => setInner(false)} title="Remove role?">
              <button type="button">Yes</button>
            </Modal>
          </Modal>
        </>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Manage Roles' }));
    const removeButton = screen.getByRole('button', { name: 'Remove admin' });
    await user.click(removeButton);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Remove role?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Manage Roles for ama' })).toBeDefined();
    expect(document.activeElement).toBe(removeButton);
    expect(document.body.style.overflow).toBe('hidden');
  });
});
