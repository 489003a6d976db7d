import { api, isSuperAdmin, meetsRequirement, useSession, type SelectOption } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { useQuery } from '@tanstack/react-query';
import { auditKeys } from './audit-keys';

/** As many accounts as one list call gives (the API's page size limit). */
const ONE_CALL = 100;

/**
 * The choices of the "User" filter: the accounts that may make administrative changes (administrators,
 * superusers), by username, valued by id. Accounts since deleted are not offered: their entries keep the
 * username but no longer an account.
 */
export async function getAuditActors(signal?: AbortSignal): Promise<readonly SelectOption[]> {
  const query: ApiQuery<'listUsers'> = { status: 'all', page: 1, limit: ONE_CALL };
  const response = await api.get<ApiData<'listUsers'>>('/users', { params: query, signal });
  const users = Array.isArray(response.data) ? response.data : [];
  return users
    .filter((user) => user.isSuperuser || meetsRequirement(user.roles, 'admin'))
    .map((user) => ({ value: user.id, label: user.username }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }));
}

export function useAuditActors() {
  const { user } = useSession();
  return useQuery({
    queryKey: auditKeys.actors(),
    queryFn: ({ signal }) => getAuditActors(signal),
    // Only super administrators may read the users (and the log): the console refuses everyone else first.
    enabled: isSuperAdmin(user),
  });
}
