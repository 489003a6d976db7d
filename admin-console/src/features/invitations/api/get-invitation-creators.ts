import { api, isAdmin, isSuperAdmin, meetsRequirement, useSession, type SessionUser } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { useQuery } from '@tanstack/react-query';
import { invitationKeys } from './invitation-keys';

/** As many records as one list call gives (the API's page size limit). */
const ONE_CALL = 100;

/**
 * Who may have created an invitation, for the "Created by" filter: the administrators (GET /users, which
 * only the super roles may read), the creators named on the most recent invitations (any admin may read
 * those, and they include administrators since demoted or removed), and the viewer. Usernames, sorted;
 * a list that cannot be read leaves the others.
 */
export async function getInvitationCreators(
  viewer: SessionUser | null,
  signal?: AbortSignal,
): Promise<readonly string[]> {
  const names = new Set<string>();
  if (viewer?.username) names.add(viewer.username);

  const recent: ApiQuery<'listInvitations'> = { page: 1, limit: ONE_CALL };
  const admins: ApiQuery<'listUsers'> = { status: 'all', page: 1, limit: ONE_CALL };
  const [invitations, users] = await Promise.allSettled([
    api.get<ApiData<'listInvitations'>>('/invitations', { params: recent, signal }),
    isSuperAdmin(viewer)
      ? api.get<ApiData<'listUsers'>>('/users', { params: admins, signal })
      : Promise.resolve(null),
  ]);
  if (invitations.status === 'fulfilled' && Array.isArray(invitations.value.data)) {
    for (const invitation of invitations.value.data) {
      if (invitation.createdByUsername) names.add(invitation.createdByUsername);
    }
  }
  if (users.status === 'fulfilled' && users.value && Array.isArray(users.value.data)) {
    for (const user of users.value.data) {
      if (user.isSuperuser || meetsRequirement(user.roles, 'admin')) names.add(user.username);
    }
  }
  return [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

/** The creators for the filter; under the lists' key, so a new invitation refreshes them too. */
export function useInvitationCreators() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...invitationKeys.lists(), 'creators', user?.username ?? ''] as const,
    queryFn: ({ signal }) => getInvitationCreators(user, signal),
    // Nobody else may read invitations: the console refuses them before it lists anything.
    enabled: isAdmin(user),
  });
}
