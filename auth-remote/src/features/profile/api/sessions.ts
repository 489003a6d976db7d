import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refusalOf } from '../../../shared/refusal';
import type { ActionOutcome } from '../outcome';
import { profileKeys } from './profile-keys';

/**
 * Where the signed-in user is signed in: GET /api/users/profile/sessions, and ending one session
 * (DELETE /api/users/profile/sessions/{id}) or every other one (POST …/sessions/end-others). An ended
 * session's tokens stop working at once, on whatever device holds them.
 */

/** One live session as the API lists it: device label, addresses, times, and whether it is this one. */
export type ActiveSession = ApiData<'listSessions'>[number];

export const SESSION_MESSAGES = {
  loadFailed: 'Failed to load your sessions',
  endFailed: 'Failed to sign out the session',
  endOthersFailed: 'Failed to sign out the other sessions',
  ended: (device: string) => `Signed out of ${device}.`,
  endedOthers: (count: number) =>
    count === 1 ? 'Signed out of 1 other session.' : `Signed out of ${count} other sessions.`,
} as const;

export async function fetchSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  const { data } = await api.get('/users/profile/sessions', signal ? { signal } : {});
  return data;
}

export function sessionsQuery() {
  return queryOptions({
    queryKey: profileKeys.sessions,
    queryFn: ({ signal }) => fetchSessions(signal),
    // Another device may sign in or out at any time: ask again on each visit.
    staleTime: 0,
  });
}

/** The user's live sessions, this one first. */
export function useSessions() {
  return useQuery(sessionsQuery());
}

/** Signs out one session; never rejects, the outcome says how it went. */
export async function endSession(session: Pick<ActiveSession, 'id' | 'device'>): Promise<ActionOutcome> {
  try {
    await api.delete(`/users/profile/sessions/${encodeURIComponent(session.id)}`);
    return { ok: true, message: SESSION_MESSAGES.ended(session.device), fieldErrors: {} };
  } catch (error) {
    return { ok: false, ...refusalOf(error, SESSION_MESSAGES.endFailed) };
  }
}

/** Signs out every session but this one; never rejects. */
export async function endOtherSessions(): Promise<ActionOutcome> {
  try {
    const { data } = await api.post('/users/profile/sessions/end-others');
    return { ok: true, message: SESSION_MESSAGES.endedOthers(data.ended), fieldErrors: {} };
  } catch (error) {
    return { ok: false, ...refusalOf(error, SESSION_MESSAGES.endOthersFailed) };
  }
}

/** Ending one session, then the list asked for again (whatever the outcome: it may have ended already). */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: profileKeys.endSession,
    mutationFn: endSession,
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}

/** Ending every other session, then the list asked for again. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: profileKeys.endOtherSessions,
    mutationFn: endOtherSessions,
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}
