import {
  Banner,
  Button,
  buttonClassName,
  focusFirstInvalid,
  Link,
  TextField,
  useHydrated,
} from '@party/shared-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRequestPasswordReset } from '../api/forgot-password';

/**
 * "Forgot your password?": a username or an email address, and the same confirmation whatever was
 * entered (the server does not say whether an account matched). The confirmation replaces the form and
 * takes the focus, so a screen reader hears it.
 */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [identifier, setIdentifier] = useState('');
  const confirmation = useRef<HTMLDivElement>(null);
  // A page rendered on the server shows the form before its script runs: until then it is disabled.
  const hydrated = useHydrated();
  const outcome = request.data;
  const sent = outcome?.ok === true;

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const form = event.currentTarget;
    const result = await request.mutateAsync(identifier);
    if (!result.ok) focusFirstInvalid(form);
  };

  if (sent) {
    return (
      <div ref={confirmation} tabIndex={-1} className="ar-confirmation">
        <Banner tone="success" title="Check your email">
          {outcome.message}
        </Banner>
        <p className="ar-prose ar-prose--muted">
          Nothing after a few minutes? Check your spam or junk folder, or ask again.
        </p>
        <p className="ar-links">
          <Button variant="secondary" onClick={() => request.reset()}>
            Ask again
          </Button>
          <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
            Back to sign in
          </Link>
        </p>
      </div>
    );
  }

  const errors = outcome?.ok === false ? outcome.fieldErrors : {};
  const identifierErrors = [...(errors.username ?? []), ...(errors.email ?? [])];
  const general =
    outcome?.ok === false && !identifierErrors.includes(outcome.message) ? outcome.message : null;

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate aria-label="Forgot password">
      <fieldset className="ar-fieldset" disabled={!hydrated}>
        {general && <Banner tone="error">{general}</Banner>}
        <TextField
          label="Username or Email"
          name="username"
          autoComplete="username"
          required
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          error={identifierErrors}
        />
        <Button type="submit" disabled={!hydrated} busy={request.isPending} busyLabel="Sending…" fullWidth>
          Send reset link
        </Button>
      </fieldset>
    </form>
  );
}
