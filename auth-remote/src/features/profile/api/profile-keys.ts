/** Query and mutation keys of the profile feature. */

export const profileKeys = {
  save: ['profile', 'save'] as const,
  changePassword: ['profile', 'change-password'] as const,
};
