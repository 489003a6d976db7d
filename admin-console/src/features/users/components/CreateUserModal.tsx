import {
  Banner,
  Button,
  Checkbox,
  errorMessage,
  fieldErrors,
  Grid,
  Modal,
  Select,
  Stack,
  TextField,
  type FieldErrors,
} from '@party/shared-ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useCreateUser, type CreateUserPayload } from '../api/create-user';
import { useRoles } from '../../../shared/roles';
import {
  EMPTY_CREATE_USER_FORM,
  mapServerFieldErrors,
  validateCreateUser,
  type CreateUserForm,
} from '../create-user-validation';

export interface CreateUserModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * Called with the success text after the user was created, and the generated password when the API made
   * one; the modal then closes.
   */
  onCreated: (message: string, generated?: GeneratedPassword) => void;
}

const FORM_ID = 'ac-create-user-form';

/** The password and its confirmation: both left out when the password is generated. */
const PASSWORD_FIELDS = [
  ['Password', 'password'],
  ['Confirm password', 'confirmPassword'],
] as const;

/** The form's fields that hold a `Value`. */
type KeysOf<Value> = {
  [K in keyof CreateUserForm]: CreateUserForm[K] extends Value ? K : never;
}[keyof CreateUserForm];

/** A password the API generated, for the account it was made for. */
export interface GeneratedPassword {
  readonly username: string;
  readonly password: string;
}

/** The Create User modal of spec 02 §2. */
export function CreateUserModal({ open, onClose, onCreated }: CreateUserModalProps) {
  const [form, setForm] = useState<CreateUserForm>(EMPTY_CREATE_USER_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const roles = useRoles(open);
  const create = useCreateUser();

  const set = <K extends keyof CreateUserForm>(key: K, value: CreateUserForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  /** A text field or select bound to the form: its value, its change and its error. */
  const text = (key: KeysOf<string>) => ({
    value: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key, event.target.value),
    error: errors[key],
  });
  /** A checkbox bound to the form. */
  const flag = (key: KeysOf<boolean>) => ({
    checked: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.checked),
  });

  const close = () => {
    setForm(EMPTY_CREATE_USER_FORM);
    setErrors({});
    setFailure(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCreateUser(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const email = form.email.trim();
    const payload: CreateUserPayload = {
      username: form.username.trim(),
      email,
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      ...(form.autoGeneratePassword ? {} : { password: form.password }),
      ...(form.role ? { role: form.role } : {}),
      is_active: form.isActive,
      is_staff: form.isStaff,
      is_superuser: form.isSuperuser,
      auto_generate_password: form.autoGeneratePassword,
      send_welcome_email: form.sendWelcomeEmail,
    };
    create.mutate(payload, {
      onSuccess: ({ data }) => {
        const sentTo = data.email || email;
        let message = 'User created successfully';
        if (form.sendWelcomeEmail && sentTo.includes('@')) message += ` Welcome email sent to ${sentTo}`;
        close();
        const generated = data.generatedPassword
          ? { username: data.username || payload.username, password: data.generatedPassword }
          : undefined;
        onCreated(message, generated);
      },
      onError: (error) => {
        setErrors(mapServerFieldErrors(fieldErrors(error)));
        setFailure(errorMessage(error, 'Failed to create user'));
      },
    });
  };

  const roleOptions = (roles.data ?? []).map((role) => ({
    value: role.name,
    label: role.displayName || role.name,
  }));
  const selectedRole = roles.data?.find((role) => role.name === form.role);

  return (
    <Modal
      open={open}
      onClose={close}
      title="Create User"
      size="lg"
      preventClose={create.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={create.isPending} busyLabel="Creating User...">
            Create User
          </Button>
        </>
      }
    >
      <form id={FORM_ID} aria-label="Create user" onSubmit={submit} noValidate>
        <Stack gap="4">
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          <Grid minItemWidth="14rem" gap="4">
            <TextField label="Username" required autoComplete="off" {...text('username')} />
            <TextField label="Email" type="email" required autoComplete="off" {...text('email')} />
            <TextField label="First name" required {...text('firstName')} />
            <TextField label="Last name" required {...text('lastName')} />
            {PASSWORD_FIELDS.map(([label, key]) => (
              <TextField
                key={key}
                label={label}
                type="password"
                autoComplete="new-password"
                disabled={form.autoGeneratePassword}
                {...text(key)}
              />
            ))}
          </Grid>
          <Select
            label="Role"
            placeholder="No role (optional)"
            options={roleOptions}
            {...text('role')}
            hint={selectedRole?.description || undefined}
          />
          <Stack gap="2">
            <Checkbox label="Activate immediately" {...flag('isActive')} />
            <Checkbox
              label="Staff"
              description="Access to the backend admin interface."
              {...flag('isStaff')}
            />
            <Checkbox
              label="Superuser"
              description="All permissions without explicit assignment."
              {...flag('isSuperuser')}
            />
            {form.isSuperuser ? (
              <Banner tone="warning">
                Superusers have every permission without explicit assignment. Grant this only to trusted
                administrators.
              </Banner>
            ) : null}
            <Checkbox label="Auto-generate password" {...flag('autoGeneratePassword')} />
            <Checkbox label="Send welcome email" {...flag('sendWelcomeEmail')} />
          </Stack>
          {errors.non_field_errors ? <Banner tone="error">{errors.non_field_errors.join(' ')}</Banner> : null}
        </Stack>
      </form>
    </Modal>
  );
}
