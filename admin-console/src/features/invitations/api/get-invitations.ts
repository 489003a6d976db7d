import { api, type ApiPagination } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordPage } from '../../../shared/record-console/record-console';
import type { Invitation } from '../invitation-model';
import { invitationKeys, type InvitationFilters } from './invitation-keys';

export const INVITATIONS_PAGE_SIZE = 10;

export interface InvitationPage {
  readonly invitations: readonly Invitation[];
  readonly pagination: ApiPagination;
}

/** GET /invitations?status&email&createdBy&page&limit. */
export async function getInvitations(
  filters: InvitationFilters,
  signal?: AbortSignal,
): Promise<InvitationPage> {
  const query: ApiQuery<'listInvitations'> = {
    ...(filters.status ? { status: filters.status } : {}),
    email: filters.email.trim(),
    ...(filters.createdBy ? { createdBy: filters.createdBy } : {}),
    page: filters.page,
    limit: INVITATIONS_PAGE_SIZE,
  };
  const response = await api.get<ApiData<'listInvitations'>>('/invitations', { params: query, signal });
  return {
    invitations: Array.isArray(response.data) ? response.data : [],
    pagination: response.pagination ?? {},
  };
}

/** One page of the filtered invitations as the console lists it; the previous page stays while it loads. */
export const invitationsQueryOptions = (filters: InvitationFilters) =>
  queryOptions({
    queryKey: invitationKeys.list(filters),
    queryFn: async ({ signal }): Promise<RecordPage<Invitation>> => {
      const { invitations, pagination } = await getInvitations(filters, signal);
      return {
        items: invitations,
        page: filters.page,
        totalPages: pagination.total_pages ?? pagination.totalPages ?? 1,
        // The list as filtered; the stats count every invitation.
        totalItems: pagination.count ?? invitations.length,
      };
    },
    placeholderData: keepPreviousData,
  });

/** The console's stats (spec 01 §2): over every invitation, whatever the filters and the page shown. */
export interface InvitationStats {
  readonly total: number;
  /** Pending: not used, revoked or expired. */
  readonly active: number;
}

/** Two one-row pages, whose totals are the counts (the list answers carry them). */
export async function getInvitationStats(signal?: AbortSignal): Promise<InvitationStats> {
  const count = async (status?: 'pending') => {
    const query: ApiQuery<'listInvitations'> = { ...(status ? { status } : {}), page: 1, limit: 1 };
    const response = await api.get<ApiData<'listInvitations'>>('/invitations', { params: query, signal });
    return Number(response.pagination?.count ?? 0);
  };
  const [total, active] = await Promise.all([count(), count('pending')]);
  return { total, active };
}

/** Under the lists' key, so every change that refreshes the lists refreshes the stats too. */
export function useInvitationStats() {
  return useQuery({
    queryKey: [...invitationKeys.lists(), 'stats'] as const,
    queryFn: ({ signal }) => getInvitationStats(signal),
  });
}
