import { getSession, SESSION_MESSAGES, verifyEmail } from '@party/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/auth/verify-email through the session, which signs the user in on success (spec 01 §4). */

export interface VerificationOutcome {
  readonly verified: boolean;
  /** "Email verified successfully", or why it failed (the server's message, else the spec's fallback). */
  readonly message: string;
}

export const verifyEmailKeys = {
  all: ['auth', 'verify-email'] as const,
  token: (token: string) => ['auth', 'verify-email', token] as const,
};

async function verify(token: string): Promise<VerificationOutcome> {
  const verified = await verifyEmail(token);
  // The session action keeps its result in the session; take the text while it is there.
  const { successMessage, error } = getSession();
  return verified
    ? { verified, message: successMessage ?? SESSION_MESSAGES.verifySuccess }
    : { verified, message: error ?? SESSION_MESSAGES.verifyFailed };
}

/**
 * IMPORTANT: a verification token works once. A query (not a mutation fired from an effect) makes it
 * one request per token however often the page mounts: React's development double-mount, a remount
 * after navigating back, or two components asking. The result is kept for the whole visit.
 */
export function verifyEmailQuery(token: string) {
  return queryOptions({
    queryKey: verifyEmailKeys.token(token),
    queryFn: () => verify(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Verifies `token` once; idle when there is none. */
export function useEmailVerification(token: string) {
  return useQuery({ ...verifyEmailQuery(token), enabled: token !== '' });
}
