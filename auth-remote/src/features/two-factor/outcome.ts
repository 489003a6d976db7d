import type { Refusal } from '../../shared/refusal';

/** The texts of the profile's two-factor sign-in section. */
export const TWO_FACTOR_MESSAGES = {
  loadFailed: 'Failed to load your two-factor sign-in',
  setupFailed: 'Failed to start setting up two-factor sign-in',
  enableFailed: 'Failed to turn on two-factor sign-in',
  disableFailed: 'Failed to turn off two-factor sign-in',
  renewFailed: 'Failed to make new recovery codes',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  passwordRequired: 'Password is required',
} as const;

/** How one action ended: what it answered, or why it was refused (the form's banner and field messages). */
export type Outcome<Data> = ({ readonly ok: true } & Data) | ({ readonly ok: false } & Refusal);
