/** Query and mutation keys of the profile feature. */

export const profileKeys = {
  save: ['profile', 'save'] as const,
  changePassword: ['profile', 'change-password'] as const,
  sessions: ['profile', 'sessions'] as const,
  endSession: ['profile', 'sessions', 'end'] as const,
  endOtherSessions: ['profile', 'sessions', 'end-others'] as const,
};
