import type { FieldErrors } from '@party/shared-ui';
import { checkFormText, formMessage } from '@party/shared-ui/api-contract';

export interface CreateUserForm {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  role: string;
  isActive: boolean;
  isStaff: boolean;
  isSuperuser: boolean;
  autoGeneratePassword: boolean;
  sendWelcomeEmail: boolean;
}

/** Spec 02 §3: every flag defaults to off. */
export const EMPTY_CREATE_USER_FORM: CreateUserForm = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  role: '',
  isActive: false,
  isStaff: false,
  isSuperuser: false,
  autoGeneratePassword: false,
  sendWelcomeEmail: false,
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The client checks of spec 02 §5, with its exact messages; empty when the form may be sent. The fields'
 * own rules and texts are the API's (its createUser body); the password rules depend on auto-generate,
 * which the API checks in its service, in the same words.
 */
export function validateCreateUser(form: CreateUserForm): FieldErrors {
  const errors = mapServerFieldErrors(
    checkFormText('createUser', {
      username: form.username,
      email: form.email,
      first_name: form.firstName,
      last_name: form.lastName,
    }),
  );
  if (!errors.email && !EMAIL_PATTERN.test(form.email.trim()))
    errors.email = [formMessage('createUser', 'email', 'format')];
  if (!form.autoGeneratePassword) {
    if (!form.password) errors.password = ['Password is required (or enable auto-generate)'];
    else if (form.password.length < 8) errors.password = ['Password must be at least 8 characters'];
    if (form.password && form.password !== form.confirmPassword)
      errors.confirmPassword = ['Passwords do not match'];
  }
  return errors;
}

/** Server field errors are keyed snake_case (first_name); the form's fields are camelCase. */
const SERVER_FIELDS: Readonly<Record<string, keyof CreateUserForm>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  confirm_password: 'confirmPassword',
  password_confirm: 'confirmPassword',
  is_active: 'isActive',
  is_staff: 'isStaff',
  is_superuser: 'isSuperuser',
  auto_generate_password: 'autoGeneratePassword',
  send_welcome_email: 'sendWelcomeEmail',
};

export function mapServerFieldErrors(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const key = SERVER_FIELDS[field] ?? field;
    mapped[key] = [...(mapped[key] ?? []), ...messages];
  }
  return mapped;
}
