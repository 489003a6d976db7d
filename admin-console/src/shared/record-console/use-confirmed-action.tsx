import { ConfirmDialog, TextField } from '@party/shared-ui';
import { useState, type ReactNode } from 'react';
import type { Notice } from './record-console';

/** A text of the confirmation: fixed, or drawn from the record it is about. */
type Text<Target> = string | ((target: Target) => string);

export interface ConfirmedActionOptions<Target, Result> {
  /** The call, made once the user confirms; `answer` is what was typed in `input`, trimmed ('' without it). */
  readonly run: (target: Target, answer: string) => Promise<Result>;
  readonly title: Text<Target>;
  readonly message: Text<Target>;
  /** The confirm button, e.g. "Delete", "Remove", "Revoke". */
  readonly confirmLabel: Text<Target>;
  /** The confirm button while the call runs, e.g. "Deleting…". */
  readonly busyLabel: Text<Target>;
  /** A text box in the confirmation (e.g. an optional reason), for the targets that ask for one. */
  readonly input?: (target: Target) => { readonly label: string } | undefined;
  /** The success notice, from the call's result. */
  readonly succeeded: (result: Result, target: Target) => string;
  /** The failure notice, from the call's error. */
  readonly failed: (error: unknown, target: Target) => string;
  readonly notify: (notice: Notice) => void;
}

export interface ConfirmedAction<Target> {
  /** Asks the user to confirm the action on `target`. */
  readonly ask: (target: Target) => void;
  /** The confirmation dialog: render it once, anywhere in the page. */
  readonly dialog: ReactNode;
}

/**
 * A destructive action (delete, remove, revoke) behind a confirmation (spec 02 §5): nothing is sent until the
 * user confirms; then the outcome is reported as a notice and the dialog closes. While the call runs, the
 * dialog cannot be closed and its confirm button shows `busyLabel`.
 */
export function useConfirmedAction<Target, Result>(
  options: ConfirmedActionOptions<Target, Result>,
): ConfirmedAction<Target> {
  const [target, setTarget] = useState<{ readonly value: Target } | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState('');
  const text = (value: Text<Target>) =>
    typeof value === 'string' ? value : target ? value(target.value) : '';

  async function confirm() {
    if (!target || busy) return;
    setBusy(true);
    try {
      const result = await options.run(target.value, answer.trim());
      options.notify({ tone: 'success', text: options.succeeded(result, target.value) });
    } catch (error) {
      options.notify({ tone: 'error', text: options.failed(error, target.value) });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  const input = target ? options.input?.(target.value) : undefined;

  return {
    ask: (value) => {
      setAnswer('');
      setTarget({ value });
    },
    dialog: (
      <ConfirmDialog
        open={target !== null}
        title={text(options.title)}
        message={text(options.message)}
        confirmLabel={text(options.confirmLabel)}
        variant="danger"
        busy={busy}
        busyLabel={text(options.busyLabel)}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      >
        {input ? (
          <TextField label={input.label} value={answer} onChange={(event) => setAnswer(event.target.value)} />
        ) : // Without a box, the dialog focuses Cancel first, as a destructive confirmation should.
        undefined}
      </ConfirmDialog>
    ),
  };
}
