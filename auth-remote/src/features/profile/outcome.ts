import type { Refusal } from '../../shared/refusal';

/** The texts of spec 01 §5 and §8 for the profile page's two forms. */
export const PROFILE_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Failed to change password',
  passwordMismatch: 'New password and confirm password do not match',
} as const;

/** What one submit of a profile form ended with, kept by that form's mutation (the page has two). */
export type ActionOutcome =
  | { readonly ok: true; readonly message: string; readonly fieldErrors: Refusal['fieldErrors'] }
  | ({ readonly ok: false } & Refusal);
