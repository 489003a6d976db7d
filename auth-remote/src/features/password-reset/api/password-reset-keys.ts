/** Mutation keys of the forgotten-password feature. */

export const passwordResetKeys = {
  forgot: ['auth', 'forgot-password'] as const,
  reset: ['auth', 'reset-password'] as const,
};
