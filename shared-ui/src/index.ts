// The browser-side surface shared by the shell and every remote. Shared as a Module Federation singleton:
// inside the shell every remote gets the shell's copy, so contexts and caches here exist once per page.
// The Node side (webpack config, static server, releases) is the separate @party/tooling workspace.
export { PRODUCT_NAME } from './product';
export {
  meetsRequirement,
  normalizeRole,
  ADMIN_ROLES,
  SUPER_ROLES,
  type RoleRequirement,
} from './roles/roles';
export {
  parseNavRoutes,
  parseRemoteRoutes,
  visibleNav,
  RemoteContractError,
  type NavAudience,
  type NavLinkEntry,
  type NavMenu,
  type NavRoute,
  type NavViewer,
  type PageLoader,
  type RemoteNavEntry,
  type RemoteRoute,
  type RemoteRoutesModule,
} from './routing/remote-route';
export {
  assertCompatible,
  parseBuiltAgainst,
  RemoteIncompatibleError,
  ROUTE_MODULE_CONTRACT,
  type BuiltAgainst,
} from './routing/compatibility';
export { RECOVERY_DELAYS_MS, RoutePage } from './routing/RoutePage';
export { withQueryClient } from './routing/with-query-client';
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
  type To,
} from './routing/router';
export { NotFoundPage, PageLoading, Unavailable, UNAVAILABLE_MESSAGE } from './routing/status-pages';
export {
  useHttpStatus,
  usePageHead,
  usePageHeadDefaults,
  type PageHead,
} from './server-render/server-render';
export { useHydrated } from './util/use-hydrated';
export {
  configOrigins,
  fetchRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
  remotesNeeded,
  RUNTIME_CONFIG_ELEMENT_ID,
  underPrefix,
  type RemoteViewer,
  type RemoteLazyLoading,
  type RemoteLocation,
  type RuntimeConfig,
} from './runtime-config/runtime-config';
export {
  RuntimeConfigProvider,
  STANDALONE_CONFIG,
  useRuntimeConfig,
} from './runtime-config/runtime-config-context';
export { StandaloneApp } from './standalone/StandaloneApp';
export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  isFormData,
  type ApiClient,
  type ApiClientOptions,
  type ApiResponse,
  type ApiPagination,
  type DataFor,
  type PathFor,
  type RequestOptions,
  type RequestWithBody,
  type UploadMethod,
  type UploadOptions,
} from './api-client/api-client';
export {
  ABORTED_MESSAGE,
  ApiError,
  errorMessage,
  fieldErrors,
  isApiError,
  isLoggedOnly,
  isTwoFactorRequired,
  NETWORK_ERROR_MESSAGE,
  nonFieldErrors,
  refusalReason,
  TIMEOUT_MESSAGE,
  TWO_FACTOR_REQUIRED_REASON,
  type ApiErrorBody,
  type ApiErrorKind,
  type FieldErrors,
  type FieldErrorsInput,
} from './api-client/api-error';
export { api, configureApi } from './api-client/default-client';
export type { HttpMethod } from './api-client/transport';
export { buildUrl, type QueryParams, type QueryValue } from './api-client/url';
// The session: sign-in, refresh, sign-out, and the user. The account pages' own calls (register, verify
// email, profile, password) hand it their outcome through the three explicit entry points below them.
export {
  clearSession,
  clearSessionMessages,
  ensureProfileLoaded,
  login,
  logout,
  refreshSession,
  setLoginRedirect,
  SESSION_MESSAGES,
  awaitEmailVerification,
  replaceSessionUser,
  signInWith,
  type LoginOptions,
  type SignInAnswer,
  type TwoFactorChallenge,
} from './session/session-actions';
export { STORAGE_KEYS } from './session/session-storage';
export { getSession, useCurrentUser, useSession, type SessionState } from './session/session-store';
export { displayName, isAdmin, isSuperAdmin, userRoles, type SessionUser } from './session/session-user';
export {
  checkHealth,
  deriveHealthStatus,
  getHealth,
  HEALTH_FAILURE_MESSAGE,
  HEALTH_WARNING_TEXT,
  useHealth,
  type HealthState,
  type HealthStatus,
} from './health/health';
export { HealthBanner } from './health/HealthBanner';
export * from './design-system';
export { SignInForm } from './session/SignInForm';
export { injectStyles, PAGE_STYLE_ATTRIBUTE, useInjectedStyles } from './page-styles/page-styles';
export { isRecord } from './util/is-record';
export { isSiteUrl, isWebUrl } from './util/links';
export {
  isMediaUrl,
  mediaSources,
  MEDIA_WIDTHS,
  type MediaFormat,
  type MediaSources,
} from './util/media-url';
