import {
  displayName,
  ensureProfileLoaded,
  HealthBanner,
  logout,
  setLoginRedirect,
  userRoles,
  useSession,
  useNavigate,
} from '@party/shared-ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { NavUser } from './chrome/NavBar';
import type { Viewer } from './remotes/remote-registry';

export interface ShellSession {
  viewer: Viewer;
  navUser?: NavUser;
  logout: () => void;
  /** The system health banner (spec 01 §2): nothing while healthy or not yet checked. */
  banner: ReactNode;
}

/**
 * What the chrome needs of the shared session. The session itself lives in shared-ui, so signing in
 * inside the auth remote changes this at once.
 */
export function useShellSession(): ShellSession {
  const session = useSession();
  const navigate = useNavigate();
  const { user, isAuthenticated } = session;

  // When a refresh fails the session is cleared and the visitor goes to sign in, without a page load.
  useEffect(() => setLoginRedirect(() => void navigate('/login')), [navigate]);

  // Once authenticated, the profile is fetched once (spec 01 §1).
  useEffect(() => {
    if (isAuthenticated) void ensureProfileLoaded();
  }, [isAuthenticated]);

  const roles = useMemo(() => userRoles(user), [user]);
  const viewer = useMemo<Viewer>(() => ({ signedIn: isAuthenticated, roles }), [isAuthenticated, roles]);
  const navUser = useMemo<NavUser | undefined>(
    () => (isAuthenticated ? { greetingName: displayName(user), picture: user?.picture ?? null } : undefined),
    [isAuthenticated, user],
  );

  return {
    viewer,
    navUser,
    logout: () => {
      void logout().then(() => navigate('/'));
    },
    banner: <HealthBanner className="shell-health" />,
  };
}
