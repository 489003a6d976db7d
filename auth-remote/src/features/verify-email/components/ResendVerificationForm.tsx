import { Banner, Button, focusFirstInvalid, TextField, useHydrated } from '@party/shared-ui';
import { useState, type FormEvent } from 'react';
import { useResendVerification } from '../api/resend-verification';

export interface ResendVerificationFormProps {
  /** The address waiting for verification, when the page knows it; otherwise the form asks for it. */
  readonly email?: string;
}

/**
 * "Send the verification email again": one button for a known address, else an email field and the
 * button. The answer is the same whatever was entered (the server does not say whether an account
 * matched) and is announced politely to screen readers; asking again stays possible (the server caps how
 * many emails an account gets).
 */
export function ResendVerificationForm({ email = '' }: ResendVerificationFormProps) {
  const resend = useResendVerification();
  const [entered, setEntered] = useState('');
  // A page rendered on the server shows the form before its script runs: until then it is disabled.
  const hydrated = useHydrated();
  const outcome = resend.data;
  const known = email !== '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resend.isPending) return;
    const form = event.currentTarget;
    const result = await resend.mutateAsync(known ? email : entered);
    if (!result.ok) focusFirstInvalid(form);
  };

  const errors = outcome?.ok === false ? outcome.fieldErrors : {};
  const emailErrors = [...(errors.email ?? []), ...(errors.username ?? [])];
  const general = outcome?.ok === false && !emailErrors.includes(outcome.message) ? outcome.message : null;

  return (
    <form
      method="post"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Send the verification email again"
      className="ar-confirmation"
    >
      <fieldset className="ar-fieldset" disabled={!hydrated}>
        {/* A success banner is a polite status: announced without taking the focus. */}
        {outcome?.ok === true && <Banner tone="success">{outcome.message}</Banner>}
        {general && <Banner tone="error">{general}</Banner>}
        {!known && (
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={entered}
            onChange={(event) => setEntered(event.target.value)}
            error={emailErrors}
          />
        )}
        <Button
          type="submit"
          variant="secondary"
          disabled={!hydrated}
          busy={resend.isPending}
          busyLabel="Sending…"
        >
          Send the verification email again
        </Button>
      </fieldset>
    </form>
  );
}
