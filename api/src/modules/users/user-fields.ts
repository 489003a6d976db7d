import { Type } from 'typebox';
import { PasswordField, X_MESSAGES, X_NORMALISE } from '../../shared/form-schemas.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/passwords.js';

/**
 * The rules for an account's fields, with the messages of spec 02 §5, shared by registration, the profile
 * and the create-user console. Each field's own rules are declared in the route schemas with the builders
 * below; the services keep what compares fields (the confirmation, the invited address) and what needs the
 * database, and report every problem at once (form-problems.ts).
 */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 150;
export const NAME_MAX_LENGTH = 150;

const USERNAME_RULE = '^[A-Za-z0-9._-]+$';

/** A username: trimmed, 3 to 150 letters, digits, dots, hyphens and underscores. */
export const UsernameField = () =>
  Type.String({
    minLength: USERNAME_MIN_LENGTH,
    maxLength: USERNAME_MAX_LENGTH,
    pattern: USERNAME_RULE,
    [X_NORMALISE]: ['trim', 'blank-absent'],
    [X_MESSAGES]: {
      required: 'Username is required',
      minLength: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
      maxLength: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
      pattern: 'Username may contain only letters, numbers, dots, hyphens and underscores',
    },
  });

/** A first or last name: trimmed, required (blank or null is "<Label> is required"), at most 150. */
export const NameField = (label: 'First name' | 'Last name') =>
  Type.String({
    minLength: 1,
    maxLength: NAME_MAX_LENGTH,
    [X_NORMALISE]: ['trim', 'blank-absent'],
    [X_MESSAGES]: {
      required: `${label} is required`,
      minLength: `${label} is required`,
      maxLength: `${label} must be at most ${NAME_MAX_LENGTH} characters`,
    },
  });

/** A new password: 8 to 128 characters, taken exactly as typed. */
export const NewPasswordField = (required = 'Password is required') =>
  PasswordField('Password', { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, required });

/** Passwords are taken exactly as typed: leading and trailing spaces count. */
export const passwordOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function nameProblem(value: string, label: 'First name' | 'Last name'): string | null {
  if (!value) return `${label} is required`;
  if (value.length > NAME_MAX_LENGTH) return `${label} must be at most ${NAME_MAX_LENGTH} characters`;
  return null;
}

export function passwordProblem(password: string, requiredMessage = 'Password is required'): string | null {
  if (!password) return requiredMessage;
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}

/** A unique index on lower(username) or lower(email) refused a row: which one. */
export function uniqueViolation(error: unknown): 'username' | 'email' | null {
  const e = error as { code?: unknown; constraint?: unknown };
  if (e?.code !== '23505') return null;
  if (e.constraint === 'users_username_lower_key') return 'username';
  if (e.constraint === 'users_email_lower_key') return 'email';
  return null;
}

export const USERNAME_TAKEN = 'A user with that username already exists.';
export const EMAIL_TAKEN = 'A user with that email address already exists.';
