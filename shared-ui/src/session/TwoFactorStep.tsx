import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../design-system/banner/Banner';
import { Button } from '../design-system/button/Button';
import { focusFirstInvalid } from '../design-system/form-focus/focus-first-invalid';
import { Stack } from '../design-system/stack/Stack';
import { TextField } from '../design-system/text-field/TextField';
import { clearSessionMessages } from './session-actions';
import { useSession } from './session-store';
import { completeTwoFactorSignIn } from './two-factor-sign-in';

interface TwoFactorStepProps {
  /** The challenge the password step answered. */
  challenge: string;
  /** Called once signed in. */
  onSignedIn?: () => void;
  /** Back to the password step: asked for by the person, or because the challenge is over. */
  onBack: () => void;
}

/**
 * The second step of signing in to an account with two-factor sign-in: the 6-digit code from the
 * authenticator app, or one of the recovery codes instead. Errors show in the form; a challenge that is
 * over (expired, too many wrong codes) goes back to the password step, which says why.
 */
export function TwoFactorStep({ challenge, onSignedIn, onBack }: TwoFactorStepProps) {
  const { isLoading, error, fieldErrors } = useSession();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const headingId = useId();
  const introId = useId();
  const field = useRef<HTMLInputElement>(null);

  // The code field takes the focus when the step opens and when the kind of code changes.
  useEffect(() => {
    field.current?.focus();
  }, [useRecovery]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const outcome = await completeTwoFactorSignIn(challenge, useRecovery ? { recoveryCode } : { code });
    if (outcome === 'signed-in') onSignedIn?.();
    else if (outcome === 'restart') onBack();
    else focusFirstInvalid(form);
  };

  const switchKind = () => {
    clearSessionMessages();
    setUseRecovery((current) => !current);
  };

  const back = () => {
    clearSessionMessages();
    onBack();
  };

  const nonField = fieldErrors.non_field_errors ?? [];
  const fieldMessages = [...(fieldErrors.code ?? []), ...(fieldErrors.recoveryCode ?? [])];
  // The general error repeats a field's or the non-field one when the server gave no other message.
  const general = error && !nonField.includes(error) && !fieldMessages.includes(error) ? error : null;

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <Stack gap="4">
        <h2 id={headingId}>Two-factor sign-in</h2>
        {general && <Banner tone="error">{general}</Banner>}
        {nonField.map((message) => (
          <Banner key={message} tone="error">
            {message}
          </Banner>
        ))}
        <p id={introId}>
          {useRecovery
            ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
        {useRecovery ? (
          <TextField
            key="recovery"
            ref={field}
            aria-describedby={introId}
            label="Recovery code"
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.target.value)}
            error={fieldErrors.recoveryCode}
          />
        ) : (
          <TextField
            key="code"
            ref={field}
            aria-describedby={introId}
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldErrors.code}
          />
        )}
        <Button type="submit" busy={isLoading} busyLabel="Checking…" fullWidth>
          Verify and sign in
        </Button>
        <Stack direction="row" gap="3" justify="between" align="center">
          <Button type="button" variant="link" onClick={switchKind} aria-pressed={useRecovery}>
            {useRecovery ? 'Use a code from your authenticator app' : 'Use a recovery code instead'}
          </Button>
          <Button type="button" variant="secondary" onClick={back}>
            Back
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
