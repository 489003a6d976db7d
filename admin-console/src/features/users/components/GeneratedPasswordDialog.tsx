import { Banner, Button, Modal, Stack, TextField } from '@party/shared-ui';
import { useRef, useState } from 'react';

export interface GeneratedPasswordDialogProps {
  /** Whom the password is for, as the console names them. */
  username: string;
  password: string;
  /** Dismissed: Done, Escape or the × button. */
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A generated password, shown once: it stays until the administrator has copied it or dismissed it, with
 * Copy (the clipboard) and the field selected for copying by hand when the clipboard is not available.
 */
export function GeneratedPasswordDialog({ username, password, onClose }: GeneratedPasswordDialogProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);

  async function copyPassword() {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    try {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(password);
      setCopy('copied');
    } catch {
      setCopy('failed');
      field.current?.select();
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Generated password"
      description={`The password of ${username}. It is shown only now: copy it and pass it on safely.`}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copyPassword()}>
            {copy === 'copied' ? 'Copied' : 'Copy password'}
          </Button>
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      <Stack gap="3">
        <TextField
          ref={field}
          label="Password"
          value={password}
          readOnly
          autoComplete="off"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div role="status">{copy === 'copied' ? 'The password is on the clipboard.' : null}</div>
        {copy === 'failed' ? (
          <Banner tone="warning">
            The clipboard is not available here: the password is selected, copy it by hand.
          </Banner>
        ) : null}
      </Stack>
    </Modal>
  );
}
