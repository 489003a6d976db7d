import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/**
 * DELETE /users/{id}/two-factor: turns off another account's two-factor sign-in (its key and recovery codes
 * go, its sessions end). Answers the server's message, which names the account.
 */
export async function resetUserTwoFactor(userId: string): Promise<string> {
  const { message } = await api.delete<ApiData<'resetUserTwoFactor'>>(
    `/users/${encodeURIComponent(userId)}/two-factor`,
  );
  return message;
}
