import type { InvitationStatus } from '../invitation-model';

export interface InvitationFilters {
  readonly status: InvitationStatus | '';
  readonly email: string;
  /** The username of the administrator who invited; '' for anyone. */
  readonly createdBy: string;
  readonly page: number;
}

/** Hierarchical keys: invalidating `all` refreshes every list after a change. */
export const invitationKeys = {
  all: ['invitations'] as const,
  lists: () => [...invitationKeys.all, 'list'] as const,
  list: (filters: InvitationFilters) => [...invitationKeys.lists(), filters] as const,
};
