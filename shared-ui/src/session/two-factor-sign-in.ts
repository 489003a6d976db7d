import { fieldErrors } from '../api-client/api-error';
import { api } from '../api-client/default-client';
import type { ApiBody } from '../api-contract';
import { fail, SESSION_MESSAGES, startSignedIn, track } from './session-actions';
import { sessionStore } from './session-store';

/**
 * The second step of signing in to an account with two-factor sign-in: the challenge the password step
 * answered, with a code from the authenticator app or a recovery code (POST /auth/login/two-factor). The
 * answer is a session like the password step's, stored the same way.
 */

/** What the person answers the challenge with. */
export type SecondFactor = { readonly code: string } | { readonly recoveryCode: string };

/**
 * How the second step went: signed in; refused with the reason in the session's messages (a wrong code:
 * try again); or the challenge is over (expired, spent, too many wrong codes): sign in again from the
 * password, the reason in the session's error.
 */
export type SecondStepOutcome = 'signed-in' | 'retry' | 'restart';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodeRequired: 'Enter one of your recovery codes.',
} as const;

export async function completeTwoFactorSignIn(
  challenge: string,
  answer: SecondFactor,
): Promise<SecondStepOutcome> {
  const [field, value, required] =
    'code' in answer
      ? (['code', answer.code.trim(), TWO_FACTOR_MESSAGES.codeRequired] as const)
      : (['recoveryCode', answer.recoveryCode.trim(), TWO_FACTOR_MESSAGES.recoveryCodeRequired] as const);
  if (value === '') {
    sessionStore.setState({ error: null, fieldErrors: { [field]: [required] }, successMessage: null });
    return 'retry';
  }
  return track(async () => {
    try {
      const body: ApiBody<'loginTwoFactor'> =
        field === 'code' ? { challenge, code: value } : { challenge, recoveryCode: value };
      const { data } = await api.post('/auth/login/two-factor', body);
      startSignedIn(data, SESSION_MESSAGES.loginSuccess);
      return 'signed-in';
    } catch (error) {
      const over = fieldErrors(error).challenge;
      if (over?.length) {
        // Back to the password: what went wrong is said above that form.
        sessionStore.setState({
          error: over[0] ?? SESSION_MESSAGES.loginFailed,
          fieldErrors: {},
          successMessage: null,
        });
        return 'restart';
      }
      fail(error, SESSION_MESSAGES.loginFailed, { showForbidden: true });
      return 'retry';
    }
  });
}
