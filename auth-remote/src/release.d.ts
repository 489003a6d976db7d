/** The release label compiled in by the build (the package version, or APP_RELEASE). */
declare const __APP_RELEASE__: string;
/** What the build used: shared-ui's version and the route-module contract (shared-ui compatibility.ts). */
declare const __BUILT_AGAINST__: { readonly sharedUi: string; readonly routeContract: number };
