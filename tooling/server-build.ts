/**
 * A remote's build for the host's server (webpack.ts serverRoutesConfig), as both sides know it: where it
 * is beside the remote's browser build, and which modules it takes from the host instead of bundling them.
 * The host's server (shell/server/remote-server-routes.ts) provides exactly these.
 */

/** Where a remote's server build is, beside its `mf-manifest.json`. */
export const SERVER_ROUTES_FILE = 'server/routes.cjs';

/**
 * The same singletons the browser shares (one React, one shared-ui with its router and stores, one query
 * client module), plus React's JSX runtime.
 */
export const SERVER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@party/shared-ui',
  '@tanstack/react-query',
  '@party/shared-ui/query',
] as const;

export type ServerSharedModule = (typeof SERVER_SHARED)[number];
