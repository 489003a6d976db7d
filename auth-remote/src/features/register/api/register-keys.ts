/** Query and mutation keys of the registration feature. */

export const registerKeys = {
  register: ['auth', 'register'] as const,
};

export const invitationKeys = {
  all: ['invitations'] as const,
  validate: (token: string) => ['invitations', 'validate', token] as const,
};
