import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/passwords.js';

/**
 * The rules for an account's fields, with the messages of spec 02 §5, shared by registration and by the
 * create-user console. Checks run in the services (not in the route schemas) so that every problem is
 * reported at once, keyed by the field name the client sent.
 */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 150;
export const NAME_MAX_LENGTH = 150;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Passwords are taken exactly as typed: leading and trailing spaces count. */
export const passwordOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function usernameProblem(username: string): string | null {
  if (!username) return 'Username is required';
  if (username.length < USERNAME_MIN_LENGTH)
    return `Username must be at least ${USERNAME_MIN_LENGTH} characters`;
  if (username.length > USERNAME_MAX_LENGTH)
    return `Username must be at most ${USERNAME_MAX_LENGTH} characters`;
  if (!USERNAME_PATTERN.test(username))
    return 'Username may contain only letters, numbers, dots, hyphens and underscores';
  return null;
}

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
