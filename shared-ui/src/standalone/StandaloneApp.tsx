import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { configureApi } from '../api-client/default-client';
import { Button } from '../design-system/button/Button';
import { Page } from '../design-system/page/Page';
import { ToastProvider } from '../design-system/toast/Toast';
import { useDesignSystemStyles } from '../design-system/styles/ensure-styles';
import { checkHealth } from '../health/health';
import { HealthBanner } from '../health/HealthBanner';
import { PRODUCT_NAME } from '../product';
import { meetsRequirement, type RoleRequirement } from '../roles/roles';
import { visibleNav, type RemoteRoute } from '../routing/remote-route';
import { RoutePage } from '../routing/RoutePage';
import { NotFoundPage } from '../routing/status-pages';
import { RuntimeConfigProvider, STANDALONE_CONFIG } from '../runtime-config/runtime-config-context';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { ensureProfileLoaded, logout } from '../session/session-actions';
import { useSession } from '../session/session-store';
import { displayName, userRoles } from '../session/session-user';
import { SignInForm } from '../session/SignInForm';

interface StandaloneAppProps {
  /** What this app is called on its own, e.g. "Back office". */
  title: string;
  /** The remote's container name, for error logs. */
  source: string;
  routes: readonly RemoteRoute[];
  config?: RuntimeConfig;
  /**
   * The whole app is for this role (the back office for administrators): visitors get the sign-in form,
   * and signed-in users without the role an explanation, before any page loads.
   */
  requireRole?: RoleRequirement;
}

const ACCESS_MESSAGE: Record<RoleRequirement, string> = {
  admin: 'You need administrator access to view this page.',
  super: 'You need super administrator access to view this page.',
};

/**
 * A remote running on its own origin: the same routes the shell would mount, with the same providers and
 * session, under a compact header. `/` goes to the first page when the remote has none there.
 */
export function StandaloneApp({
  title,
  source,
  routes,
  config = STANDALONE_CONFIG,
  requireRole,
}: StandaloneAppProps) {
  useDesignSystemStyles();
  useState(() => {
    // Once, before anything renders: pages may call the API in their first effects.
    configureApi({ baseUrl: config.apiBaseUrl });
    void checkHealth();
  });
  const { user, isAuthenticated } = useSession();
  const roles = useMemo(() => userRoles(user), [user]);
  const nav = useMemo(
    () => visibleNav(routes, { signedIn: isAuthenticated, roles }),
    [routes, isAuthenticated, roles],
  );
  useEffect(() => {
    if (isAuthenticated) void ensureProfileLoaded();
  }, [isAuthenticated]);

  const home = routes.some((route) => route.path === '/') ? undefined : (nav[0]?.path ?? routes[0]?.path);

  let content: ReactNode;
  if (requireRole && !isAuthenticated) {
    content = (
      <Page title={`Sign in to the ${title.toLowerCase()}`} width="narrow">
        <SignInForm />
      </Page>
    );
  } else if (requireRole && !meetsRequirement(roles, requireRole)) {
    content = (
      <Page title="Access denied" width="narrow">
        <p role="alert">{ACCESS_MESSAGE[requireRole]}</p>
      </Page>
    );
  } else {
    content = (
      <Routes>
        {routes.map(({ path, load }) => (
          <Route key={path} path={path} element={<RoutePage key={path} load={load} source={source} />} />
        ))}
        {home !== undefined && <Route path="/" element={<Navigate to={home} replace />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }

  return (
    <RuntimeConfigProvider config={config}>
      <BrowserRouter>
        <ToastProvider>
          <div className="pui-standalone">
            <header className="pui-standalone__header">
              <p className="pui-standalone__title">
                {PRODUCT_NAME} · {title}
              </p>
              {nav.length > 0 && (
                <nav aria-label="Main" className="pui-standalone__nav">
                  <ul>
                    {nav.map((entry) => (
                      <li key={entry.path}>
                        <NavLink to={entry.path}>{entry.label}</NavLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {isAuthenticated && (
                <div className="pui-standalone__user">
                  <span>Hi {displayName(user)}</span>
                  <Button variant="ghost" size="sm" onClick={() => void logout()}>
                    Logout
                  </Button>
                </div>
              )}
            </header>
            <HealthBanner className="pui-standalone__health" />
            <main className="pui-standalone__main">{content}</main>
          </div>
        </ToastProvider>
      </BrowserRouter>
    </RuntimeConfigProvider>
  );
}
