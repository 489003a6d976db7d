import type { FieldErrors } from '../../shared/errors.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/passwords.js';

/**
 * The rules for an account's fields, with the messages of spec 02 §5, shared by registration and by the
 * create-user console. Checks run in the services (not in the route schemas) so that every problem is
 * reported at once, keyed by the field name the client sent.
 */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 150;
export const NAME_MAX_LENGTH = 150;
const EMAIL_MAX_LENGTH = 254;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field value as text: trimmed strings, numbers as their digits, anything else empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Passwords are taken exactly as typed: leading and trailing spaces count. */
export const passwordOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Collects messages per field, then throws them all at once. */
export class FieldErrorList {
  readonly errors: FieldErrors = {};

  add(field: string, message: string | null | undefined): this {
    if (message) (this.errors[field] ??= []).push(message);
    return this;
  }

  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  has(field: string): boolean {
    return field in this.errors;
  }
}

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

export function emailProblem(email: string): string | null {
  if (!email) return 'Email is required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'Invalid email format';
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
