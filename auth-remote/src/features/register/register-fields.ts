import type { FieldErrors } from '@party/shared-ui';

/** The Create Account fields, as the form names them and POST /api/auth/register expects them. */
export const REGISTER_FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'password',
  'passwordConfirm',
] as const;

export type RegisterValues = Record<(typeof REGISTER_FIELDS)[number], string>;

// The same pattern and texts as the server, so a refusal reads the same before and after submitting.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const REQUIRED: Readonly<RegisterValues> = {
  username: 'Username is required',
  email: 'Email is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  password: 'Password is required',
  passwordConfirm: 'Please confirm your password',
};

export const PASSWORDS_DIFFER = 'Passwords do not match';
export const INVALID_EMAIL = 'Invalid email format';

/**
 * What the browser can tell before asking the server (spec 01 §5): every field is required and the
 * email must look like one. The server checks everything again (and the rest: lengths, availability).
 */
export function checkRegistration(values: RegisterValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REGISTER_FIELDS) {
    // Passwords count as typed; other fields are trimmed by the server.
    const value = field === 'password' || field === 'passwordConfirm' ? values[field] : values[field].trim();
    if (value === '') errors[field] = [REQUIRED[field]];
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = [INVALID_EMAIL];
  if (!errors.password && !errors.passwordConfirm && values.password !== values.passwordConfirm)
    errors.passwordConfirm = [PASSWORDS_DIFFER];
  return errors;
}

/**
 * "Use {email} to match your invitation." when a typed address differs from the invited one (case does
 * not matter); null while they agree or nothing is typed.
 */
export function emailMismatchNotice(typed: string, invited: string): string | null {
  const entered = typed.trim();
  if (entered === '' || invited === '' || entered.toLowerCase() === invited.trim().toLowerCase()) return null;
  return `Use ${invited} to match your invitation.`;
}
