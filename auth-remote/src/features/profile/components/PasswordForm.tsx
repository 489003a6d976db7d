import { Banner, Button, Stack, TextField } from '@party/shared-ui';
import { useState, type FormEvent } from 'react';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (spec 01 §2, §5): current, new and confirm; a new password and confirmation that
 * differ are refused before calling. The fields are emptied once the password has changed.
 */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword({
    onSuccess: (outcome) => {
      if (outcome.ok) setValues(EMPTY);
    },
  });
  const outcome = change.data;
  const errors = outcome?.fieldErrors ?? {};
  const fieldMessages = Object.values(errors).flat();

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change.isPending) change.mutate(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="4">
        {outcome?.ok && <Banner tone="success">{outcome.message}</Banner>}
        {/* A message already shown beside its field (the mismatch) is not repeated on top. */}
        {outcome && !outcome.ok && !fieldMessages.includes(outcome.message) && (
          <Banner tone="error">{outcome.message}</Banner>
        )}
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={(event) => set('currentPassword')(event.target.value)}
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={(event) => set('newPassword')(event.target.value)}
          error={errors.newPassword}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword')(event.target.value)}
          error={errors.confirmPassword}
        />
        <div>
          <Button type="submit" busy={change.isPending} busyLabel="Changing password…">
            Change password
          </Button>
        </div>
      </Stack>
    </form>
  );
}
