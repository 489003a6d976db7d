import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '../design-system/banner/Banner';
import { Button } from '../design-system/button/Button';
import { focusFirstInvalid } from '../design-system/form-focus/focus-first-invalid';
import { Stack } from '../design-system/stack/Stack';
import { TextField } from '../design-system/text-field/TextField';
import { clearSessionMessages, login, type TwoFactorChallenge } from './session-actions';
import { useSession } from './session-store';
import { TwoFactorStep } from './TwoFactorStep';
import { useHydrated } from '../util/use-hydrated';

interface SignInFormProps {
  /** Called once signed in (the page redirects, or the console shows itself). */
  onSignedIn?: () => void;
}

/**
 * The sign-in form of spec 01 §2 (Login): "Username or Email" and "Password", general, field and
 * non-field errors, the success message, and the notice to verify a pending email with a link to
 * /check-email. Shared by the auth remote's login page and the standalone admin console. An account with
 * two-factor sign-in is then asked for a code from its authenticator app (TwoFactorStep).
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { isLoading, error, fieldErrors, successMessage, pendingVerificationEmail } = useSession();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  // Messages of an earlier action (another page, another attempt) do not belong on a fresh form.
  useEffect(() => clearSessionMessages(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    let asked = false;
    const signedIn = await login(identifier, password, {
      onTwoFactorRequired: (next) => {
        asked = true;
        setChallenge(next);
      },
    });
    if (signedIn) onSignedIn?.();
    else if (!asked) focusFirstInvalid(form);
  };

  const identifierErrors = [...(fieldErrors.username ?? []), ...(fieldErrors.email ?? [])];
  const nonField = fieldErrors.non_field_errors ?? [];
  // The general error repeats the non-field one when the server gave no other message.
  const general = error && !nonField.includes(error) ? error : null;

  // A page rendered on the server shows the form before its script runs: until then it is disabled, so a
  // password is never sent by the browser's own form submission, nor typed where the form cannot read it.
  const ready = useHydrated();

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge.challenge}
        {...(onSignedIn && { onSignedIn })}
        onBack={() => setChallenge(null)}
      />
    );
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
      <Stack gap="4">
        {successMessage && <Banner tone="success">{successMessage}</Banner>}
        {general && <Banner tone="error">{general}</Banner>}
        {nonField.map((message) => (
          <Banner key={message} tone="error">
            {message}
          </Banner>
        ))}
        {pendingVerificationEmail && (
          <Banner tone="warning" title="Verify your email first">
            We sent a verification link to {pendingVerificationEmail}.{' '}
            <Link to={`/check-email?email=${encodeURIComponent(pendingVerificationEmail)}`}>
              What to do next
            </Link>
          </Banner>
        )}
        <TextField
          label="Username or Email"
          name="username"
          autoComplete="username"
          required
          value={identifier}
          disabled={!ready}
          onChange={(event) => setIdentifier(event.target.value)}
          error={identifierErrors}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          disabled={!ready}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" disabled={!ready} busy={isLoading} busyLabel="Signing in…" fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
