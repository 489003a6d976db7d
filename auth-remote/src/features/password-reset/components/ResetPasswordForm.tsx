import {
  Banner,
  Button,
  focusFirstInvalid,
  Link,
  TextField,
  useHydrated,
  type FieldErrors,
} from '@party/shared-ui';
import { useState, type FormEvent } from 'react';
import { checkPasswordReset, useResetPassword } from '../api/reset-password';

interface ResetPasswordFormProps {
  /** The token from the reset link. */
  token: string;
  /** Called with the server's message once the password is set. */
  onReset: (message: string) => void;
}

const EMPTY = { password: '', passwordConfirm: '' };

/**
 * A new password and its confirmation, with the rules and messages of registration, checked before
 * sending and again by the server. A link the server refuses (used, replaced, expired) is explained
 * with a way to ask for a new one.
 */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [values, setValues] = useState(EMPTY);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // A page rendered on the server shows the form before its script runs: until then it is disabled, so a
  // password is never sent by the browser's own form submission, nor typed where the form cannot read it.
  const hydrated = useHydrated();

  const refusal = reset.data?.ok === false ? reset.data : null;
  const errors = clientErrors ?? refusal?.fieldErrors ?? {};
  const tokenErrors = clientErrors ? [] : [...(refusal?.fieldErrors.token ?? [])];
  const fieldMessages = Object.values(errors).flat();
  const general =
    refusal && !fieldMessages.includes(refusal.message) && tokenErrors.length === 0 ? refusal.message : null;

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const form = event.currentTarget;
    const problems = checkPasswordReset(values);
    if (Object.keys(problems).length > 0) {
      reset.reset();
      setClientErrors(problems);
      focusFirstInvalid(form);
      return;
    }
    setClientErrors(null);
    const outcome = await reset.mutateAsync({ token, ...values });
    if (outcome.ok) onReset(outcome.message);
    else focusFirstInvalid(form);
  };

  return (
    <form
      method="post"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Choose a new password"
    >
      <fieldset className="ar-fieldset" disabled={!hydrated}>
        {tokenErrors.length > 0 && (
          <Banner tone="error" title="This link cannot be used">
            {tokenErrors.join(' ')} <Link to="/forgot-password">Ask for a new link</Link>.
          </Banner>
        )}
        {general && <Banner tone="error">{general}</Banner>}
        <input type="hidden" name="token" value={token} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => set('password')(event.target.value)}
          error={errors.password}
        />
        <TextField
          label="Confirm new password"
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          required
          value={values.passwordConfirm}
          onChange={(event) => set('passwordConfirm')(event.target.value)}
          error={errors.passwordConfirm}
        />
        <Button type="submit" disabled={!hydrated} busy={reset.isPending} busyLabel="Saving…" fullWidth>
          Set new password
        </Button>
      </fieldset>
    </form>
  );
}
