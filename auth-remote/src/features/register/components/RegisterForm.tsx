import {
  Banner,
  Button,
  focusFirstInvalid,
  TextField,
  useHydrated,
  type FieldErrors,
} from '@party/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import { useRegister } from '../api/register';
import type { InvitationValidation } from '../api/validate-invitation';
import {
  checkRegistration,
  emailMismatchNotice,
  REGISTER_FIELDS,
  type RegisterValues,
} from '../register-fields';

interface RegisterFormProps {
  /** The invitation token from the link, sent as `inviteToken`. */
  token: string;
  /** The validated invitation; only a pending one enables the form. */
  invitation: InvitationValidation | undefined;
  /** Called with the address to verify once the account exists. */
  onRegistered: (email: string) => void;
  /** Called when the server refused the invitation itself (used or revoked meanwhile). */
  onInvitationRefused?: () => void;
}

const EMPTY: Omit<RegisterValues, 'email'> = {
  username: '',
  firstName: '',
  lastName: '',
  password: '',
  passwordConfirm: '',
};

/**
 * The Create Account form (spec 01 §2, §5): every field required, the email prefilled from the invitation
 * and checked against it, server field errors beside their fields, and submit only for a pending
 * invitation.
 */
export function RegisterForm({ token, invitation, onRegistered, onInvitationRefused }: RegisterFormProps) {
  const registration = useRegister();
  const [values, setValues] = useState(EMPTY);
  // null until the visitor types: the invitation's address shows through (prefilled) until then.
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const noticeId = useId();

  // The last refusal of the server: its message for the banner, its field errors beside the fields.
  const refusal = registration.data?.ok === false ? registration.data : null;
  const error = refusal?.message ?? null;
  const fieldErrors = refusal?.fieldErrors ?? {};

  const email = typedEmail ?? invitation?.email ?? '';
  // A page rendered on the server shows the form before its script runs: until then it is disabled, so a
  // password is never sent by the browser's own form submission, nor typed where the form cannot read it.
  const hydrated = useHydrated();
  const usable = invitation?.status === 'pending' && hydrated;
  const errors = clientErrors ?? fieldErrors;
  const emailErrors = errors.email ?? [];
  const notice = usable ? emailMismatchNotice(email, invitation.email) : null;
  const showNotice = notice !== null && !emailErrors.includes(notice);
  // Errors for no visible field (the token, non-field ones) go to the banner with the general error.
  const otherErrors = Object.entries(clientErrors ? {} : fieldErrors)
    .filter(([field]) => !(REGISTER_FIELDS as readonly string[]).includes(field))
    .flatMap(([, messages]) => messages)
    .filter((message) => message !== error);

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!usable || registration.isPending) return;
    const form = event.currentTarget;
    const entered: RegisterValues = { ...values, email };
    const problems = checkRegistration(entered);
    if (Object.keys(problems).length > 0) {
      registration.reset();
      setClientErrors(problems);
      focusFirstInvalid(form);
      return;
    }
    setClientErrors(null);
    const outcome = await registration.mutateAsync({
      username: entered.username.trim(),
      email: entered.email.trim(),
      firstName: entered.firstName.trim(),
      lastName: entered.lastName.trim(),
      password: entered.password,
      passwordConfirm: entered.passwordConfirm,
      inviteToken: token,
    });
    if (outcome.ok) {
      onRegistered(outcome.email);
      return;
    }
    const refused = outcome.fieldErrors;
    if (refused.inviteToken || refused.token) onInvitationRefused?.();
    else focusFirstInvalid(form);
  };

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate aria-label="Create account">
      <fieldset className="ar-fieldset" disabled={!usable}>
        {(error || otherErrors.length > 0) && (
          <Banner tone="error" title={error ?? undefined}>
            {otherErrors.length > 0 && (
              <ul className="ar-error-list">
                {otherErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </Banner>
        )}
        <input type="hidden" name="inviteToken" value={token} />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={values.username}
          onChange={(event) => set('username')(event.target.value)}
          error={errors.username}
        />
        <div>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setTypedEmail(event.target.value)}
            error={emailErrors}
            aria-describedby={showNotice ? noticeId : undefined}
          />
          {showNotice && (
            <p id={noticeId} className="ar-field-notice">
              {notice}
            </p>
          )}
        </div>
        <div className="ar-form-grid">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={(event) => set('firstName')(event.target.value)}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            onChange={(event) => set('lastName')(event.target.value)}
            error={errors.lastName}
          />
        </div>
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => set('password')(event.target.value)}
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          required
          value={values.passwordConfirm}
          onChange={(event) => set('passwordConfirm')(event.target.value)}
          error={errors.passwordConfirm}
        />
        <Button
          type="submit"
          disabled={!usable}
          busy={registration.isPending}
          busyLabel="Creating account…"
          fullWidth
        >
          Create Account
        </Button>
      </fieldset>
    </form>
  );
}
