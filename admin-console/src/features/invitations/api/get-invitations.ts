import { api, type ApiPagination } from '@party/shared-ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '../invitation-model';
import { invitationKeys, type InvitationFilters } from './invitation-keys';

export const INVITATIONS_PAGE_SIZE = 10;

export interface InvitationPage {
  readonly invitations: readonly Invitation[];
  readonly pagination: ApiPagination;
}

/** GET /invitations?status&email&page&limit. */
export async function getInvitations(
  filters: InvitationFilters,
  signal?: AbortSignal,
): Promise<InvitationPage> {
  const response = await api.get<Invitation[]>('/invitations', {
    params: {
      status: filters.status,
      email: filters.email.trim(),
      page: filters.page,
      limit: INVITATIONS_PAGE_SIZE,
    },
    signal,
  });
  return {
    invitations: Array.isArray(response.data) ? response.data : [],
    pagination: response.pagination ?? {},
  };
}

export const invitationsQueryOptions = (filters: InvitationFilters) =>
  queryOptions({
    queryKey: invitationKeys.list(filters),
    queryFn: ({ signal }) => getInvitations(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useInvitations(filters: InvitationFilters, enabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(filters), enabled });
}
