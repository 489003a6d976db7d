/**
 * What other account pages hand to the sign-in page: a message to show above the form (a password just
 * reset), and where to go once signed in (a page that needed a login). The message travels in the
 * navigation's state, the return address in `?next=`, so that a reload or a shared link keeps only the
 * address.
 */

export interface LoginNotice {
  readonly notice: string;
}

export const loginNotice = (notice: string): LoginNotice => ({ notice });

/** The notice in a navigation's state, if one was handed over. */
export function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/** `/login?next=…` for a page that needs a login. */
export const loginFor = (path: string) => `/login?next=${encodeURIComponent(path)}`;

/**
 * The return address in `?next=`, when it is a path of this site (`/profile`, `/news?page=2`); null for
 * anything else, so that a crafted link cannot send a visitor to another site after signing in.
 */
export function returnPathOf(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // A line break or tab inside would let a browser read the address differently.
  if ([...next].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return next;
}
