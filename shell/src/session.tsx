import type { ReactNode } from 'react';
import type { NavUser } from './chrome/NavBar';
import type { Viewer } from './remotes/remote-registry';

const ANONYMOUS: Viewer = { signedIn: false, roles: [] };

export interface ShellSession {
  viewer: Viewer;
  navUser?: NavUser;
  logout: () => void;
  /** The system health banner (spec 01 §2), or nothing. */
  banner: ReactNode;
}

/** What the chrome needs of the shared session. */
export function useShellSession(): ShellSession {
  return { viewer: ANONYMOUS, logout: () => undefined, banner: null };
}
