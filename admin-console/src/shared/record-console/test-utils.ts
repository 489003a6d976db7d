import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Steps through a record console's dialogs as a user does, for the console tests.

/** Clicks the button that opens a create/edit dialog (e.g. "New article", "Edit {name}"); gives the dialog. */
export async function openDialog(button: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

/** Sets the dialog's fields, each found by its label. */
export function fill(dialog: HTMLElement, values: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/** Clicks "Delete {name}", then the confirmation's button; gives the confirmation's text. */
export async function confirmDelete(name: string, button: 'Delete' | 'Cancel' = 'Delete'): Promise<string> {
  await userEvent.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  const confirm = await screen.findByRole('alertdialog');
  const text = confirm.textContent ?? '';
  await userEvent.click(within(confirm).getByRole('button', { name: button }));
  return text;
}
