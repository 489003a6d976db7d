/** Query and mutation keys of email verification. */

export const verifyEmailKeys = {
  all: ['auth', 'verify-email'] as const,
  token: (token: string) => ['auth', 'verify-email', token] as const,
  resend: ['auth', 'resend-verification'] as const,
};
