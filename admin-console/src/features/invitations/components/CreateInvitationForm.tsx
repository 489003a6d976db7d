import {
  Banner,
  Button,
  fieldErrors,
  focusFirstInvalid,
  Select,
  Stack,
  TextField,
  type FieldErrors,
} from '@party/shared-ui';
import { checkFormText } from '@party/shared-ui/api-contract';
import { useState, type FormEvent } from 'react';
import { useRoles } from '../../../shared/roles';
import { clampDaysValid, DEFAULT_DAYS_VALID, MAX_DAYS_VALID } from '../invitation-model';

export interface CreateInvitationValues {
  readonly email: string;
  readonly daysValid: number;
  readonly role: string;
}

export interface CreateInvitationFormProps {
  /** Resolves on success (the form then clears); rejects with the API error to show beside the fields. */
  onCreate: (values: CreateInvitationValues) => Promise<unknown>;
  busy: boolean;
}

const DEFAULT_ROLE = 'member';

/** Spec 01 §2/§5: email (required), days valid (1–365, default 7) and the role to grant. */
export function CreateInvitationForm({ onCreate, busy }: CreateInvitationFormProps) {
  const roles = useRoles(true);
  const [email, setEmail] = useState('');
  const [daysValid, setDaysValid] = useState(String(DEFAULT_DAYS_VALID));
  const [role, setRole] = useState(DEFAULT_ROLE);
  const [errors, setErrors] = useState<FieldErrors>({});

  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.name, label: r.displayName || r.name }));
  if (!roleOptions.some((option) => option.value === role)) roleOptions.unshift({ value: role, label: role });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const trimmed = email.trim();
    // The API's own rule and text for the address (its createInvitation body).
    const problems = checkFormText('createInvitation', { email });
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    onCreate({ email: trimmed, daysValid: clampDaysValid(daysValid), role }).then(
      () => {
        setEmail('');
        setDaysValid(String(DEFAULT_DAYS_VALID));
        setRole(DEFAULT_ROLE);
      },
      (error: unknown) => {
        setErrors(fieldErrors(error));
        focusFirstInvalid(form);
      },
    );
  };

  return (
    <form aria-label="Create invitation" onSubmit={submit} noValidate>
      <Stack gap="4">
        <Stack direction="row" gap="4" align="end">
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <TextField
            label="Days valid"
            type="number"
            min={1}
            max={MAX_DAYS_VALID}
            inputMode="numeric"
            hint={`1 to ${MAX_DAYS_VALID} days`}
            value={daysValid}
            onChange={(event) => setDaysValid(event.target.value)}
            error={errors.daysValid}
          />
          <Select
            label="Role"
            options={roleOptions}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            error={errors.role}
          />
          <Button type="submit" busy={busy} busyLabel="Sending…">
            Send Invitation
          </Button>
        </Stack>
        {errors.non_field_errors ? <Banner tone="error">{errors.non_field_errors.join(' ')}</Banner> : null}
      </Stack>
    </form>
  );
}
