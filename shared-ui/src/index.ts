// The browser-side surface shared by the shell and every remote. Shared as a Module Federation singleton:
// inside the shell every remote gets the shell's copy, so contexts and caches here exist once per page.
// Node-side tooling lives in ../node and is reached through the "./webpack" and "./server" exports.
export { PRODUCT_NAME } from './product';
export { createQueryClient } from './query-client/query-client';
export {
  meetsRequirement,
  normalizeRole,
  ADMIN_ROLES,
  SUPER_ROLES,
  type RoleRequirement,
} from './roles/roles';
export {
  parseRemoteRoutes,
  visibleNav,
  RemoteContractError,
  type NavAudience,
  type NavLinkEntry,
  type NavMenu,
  type NavViewer,
  type PageLoader,
  type RemoteNavEntry,
  type RemoteRoute,
  type RemoteRoutesModule,
} from './routing/remote-route';
export { RoutePage } from './routing/RoutePage';
export { NotFoundPage, PageLoading, Unavailable, UNAVAILABLE_MESSAGE } from './routing/status-pages';
export {
  configOrigins,
  fetchRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
  underPrefix,
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
