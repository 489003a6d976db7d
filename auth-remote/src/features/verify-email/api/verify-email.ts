import { api, errorMessage, signInWith } from '@party/shared-ui';
import type { ApiBody } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { verifyEmailKeys } from './verify-email-keys';

/** POST /api/auth/verify-email: the emailed token verifies the address and signs the user in (spec 01 §4). */

/** The texts of spec 01 §5 and §8 for email verification. */
export const VERIFY_MESSAGES = {
  verifySuccess: 'Email verified successfully',
  verifyFailed: 'Email verification failed',
  missingToken: 'Missing token in URL.',
} as const;

export interface VerificationOutcome {
  readonly verified: boolean;
  /** "Email verified successfully", or why it failed (the server's message, else the spec's fallback). */
  readonly message: string;
}

/**
 * Verifies `token`; never rejects, the outcome says how it went. The answer's tokens and user are handed
 * to the session, which alone keeps them: the user is signed in from then on.
 */
export async function verifyEmail(token: string): Promise<VerificationOutcome> {
  if (token.trim() === '') return { verified: false, message: VERIFY_MESSAGES.missingToken };
  try {
    const { data } = await api.post('/auth/verify-email', { token } satisfies ApiBody<'verifyEmail'>, {
      // Public: a stale session in this browser must not get in the way (or be refreshed) here.
      auth: false,
    });
    signInWith(data);
    return { verified: true, message: VERIFY_MESSAGES.verifySuccess };
  } catch (error) {
    // Neither a 403 nor a 429 is shown in the server's words (spec 01 §8): errorMessage gives the fallback.
    return { verified: false, message: errorMessage(error, VERIFY_MESSAGES.verifyFailed) };
  }
}

/**
 * IMPORTANT: a verification token works once. A query (not a mutation fired from an effect) makes it
 * one request per token however often the page mounts: React's development double-mount, a remount
 * after navigating back, or two components asking. The result is kept for the whole visit.
 */
export function verifyEmailQuery(token: string) {
  return queryOptions({
    queryKey: verifyEmailKeys.token(token),
    queryFn: () => verifyEmail(token),
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
