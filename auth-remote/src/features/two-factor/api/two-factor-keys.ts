/** Query and mutation keys of the two-factor sign-in feature. */

export const twoFactorKeys = {
  status: ['profile', 'two-factor'] as const,
  setup: ['profile', 'two-factor', 'setup'] as const,
  enable: ['profile', 'two-factor', 'enable'] as const,
  disable: ['profile', 'two-factor', 'disable'] as const,
  recoveryCodes: ['profile', 'two-factor', 'recovery-codes'] as const,
};
