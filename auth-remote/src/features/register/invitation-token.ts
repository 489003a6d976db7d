/**
 * The invitation token of the register page. Invitation emails link to /accept-invite?token=…; older
 * links and the menu's /register use ?invite=… (spec 01 §2). Either name is read, `invite` first.
 */
export function readInvitationToken(params: URLSearchParams): string {
  return (params.get('invite') || params.get('token') || '').trim();
}
