import {
  changePassword as changeSessionPassword,
  SESSION_MESSAGES,
  type PasswordChange,
} from '@party/shared-ui';
import { outcomeFromSession, type ActionOutcome } from '../outcome';

/**
 * POST /api/users/change-password through the session, which checks that the new password and its
 * confirmation match before calling, and keeps this session's tokens if the server renews them.
 */
export async function changePassword(change: PasswordChange): Promise<ActionOutcome> {
  const changed = await changeSessionPassword(change);
  return outcomeFromSession(
    changed,
    changed ? SESSION_MESSAGES.passwordChanged : SESSION_MESSAGES.passwordChangeFailed,
  );
}
