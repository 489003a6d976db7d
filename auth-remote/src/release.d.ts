/** The release label compiled in by the build (the package version, or APP_RELEASE). */
declare const __APP_RELEASE__: string;
