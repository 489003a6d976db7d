/** Query keys of the security console. */
export const securityKeys = {
  all: ['admin', 'security'] as const,
  twoFactorPolicy: () => [...securityKeys.all, 'two-factor-policy'] as const,
};
