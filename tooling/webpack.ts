/**
 * The one webpack + Module Federation configuration of every frontend (the shell and the three remotes), so
 * that they agree on what is shared and how it is built. Each app's `webpack.build.ts` calls `buildApp`.
 */
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Compiler, type Configuration, type Stats, type WebpackPluginInstance } from 'webpack';
import { BundleReportPlugin } from './bundle-report';
import { PAGE_BOOT_FILE, PAGE_BOOT_SCRIPT } from './page-boot';
import { PrecompressPlugin } from './precompress';
import { SERVER_ROUTES_FILE, SERVER_SHARED } from './server-build';
import { finishRelease, ReleaseError, releasesDir, stagingDir } from './release';
import { PRODUCT_NAME } from '@party/shared-ui/product';
import { ROUTE_MODULE_CONTRACT, type BuiltAgainst } from '@party/shared-ui/compatibility';

const require = createRequire(import.meta.url);

/**
 * IMPORTANT: react-router 7 resolves to its development build under every export condition a browser
 * bundle matches. Production builds point its two entries at the production build: the same API without
 * the development checks and warnings.
 */
function reactRouterProduction(dir: string): Record<string, string> {
  const routerRoot = path.dirname(
    createRequire(path.join(dir, 'package.json')).resolve('react-router/package.json'),
  );
  return {
    'react-router$': path.join(routerRoot, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerRoot, 'dist/production/dom-export.mjs'),
  };
}

/**
 * Shared as singletons by the shell and every remote: one React, one shared-ui (and so one session, one
 * API client and one router) and one query client per page.
 *
 * IMPORTANT: react-router is deliberately not shared on its own. Federation shares a package whole, and
 * react-router 7 is about 60 KB gzip of which these frontends use a sixth; shared-ui re-exports the part
 * they use (src/routing/router.ts), so the router arrives tree-shaken inside the shared-ui singleton.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  '@party/shared-ui',
  '@tanstack/react-query',
  '@party/shared-ui/query',
] as const;

/**
 * What the shell provides in its first scripts (eagerly): what every page needs before it paints. The
 * query client and TanStack Query load with the first page that reads server data (withQueryClient).
 */
const HOST_EAGER = new Set<string>(['react', 'react-dom', '@party/shared-ui']);

export interface FrontendApp {
  /** webpack's name for the build, e.g. `shell` or `public-site`. */
  name: string;
  /** The app's folder (holds `src/main.ts`, and gets `dist/`). */
  dir: string;
  /** The document title of the app's own index.html. */
  title: string;
  /**
   * For a remote: its container name (a JavaScript identifier) and the modules it exposes; `serverRoutes`,
   * when the remote's pages can be rendered on the server, is its routes module for the host's server
   * (built to `server/routes.cjs`, see `serverRoutesConfig`).
   */
  remote?: { container: string; exposes: Record<string, string>; serverRoutes?: string };
}

export type BuildMode = 'production' | 'development';

function sharedConfig(dir: string, host: boolean) {
  const appRequire = createRequire(path.join(dir, 'package.json'));
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      // A subpath (`@party/shared-ui/query`) has its package's version.
      const packageName = name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
      const manifest = appRequire(`${packageName}/package.json`) as { version: string };
      return [
        name,
        {
          singleton: true,
          // Remotes are released on their own: a remote built against another minor version still
          // gets the page's copy rather than a second React with its own hooks state.
          requiredVersion: `^${manifest.version.split('.')[0]}`,
          version: manifest.version,
          eager: host && HOST_EAGER.has(name),
        },
      ];
    }),
  );
}

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#0b6b3a"/>' +
  '<circle cx="16" cy="16" r="9" fill="#f2b705"/></svg>';

const INDEX_HTML = (title: string, headScripts: readonly string[] = []) => `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b6b3a" />
    <link rel="icon" href="data:image/svg+xml,${encodeURIComponent(FAVICON)}" />
    <meta name="description" content="${PRODUCT_NAME}: news, projects, gallery and the executives of the constituency, its wards and branches." />
    <title>${title}</title>
${headScripts.map((src) => `    <script defer src="${src}"></script>\n`).join('')}  </head>
  <body>
    <noscript>This site needs JavaScript. Please enable it in your browser.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The release label compiled into an app as `__APP_RELEASE__`: `APP_RELEASE` when set (a CI build number,
 * a git tag), else the app's package version.
 */
function releaseOf(dir: string): string {
  const fromEnv = process.env.APP_RELEASE?.trim();
  if (fromEnv) return fromEnv;
  const manifest = createRequire(path.join(dir, 'package.json'))('./package.json') as { version: string };
  return manifest.version;
}

/**
 * What an app is built against, compiled in as `__BUILT_AGAINST__`: the shared-ui version it resolves and
 * the route-module contract of that shared-ui. The shell compares a remote's with its own.
 */
export function builtAgainst(dir: string): BuiltAgainst {
  const manifest = createRequire(path.join(dir, 'package.json'))('@party/shared-ui/package.json') as {
    version: string;
  };
  return { sharedUi: manifest.version, routeContract: ROUTE_MODULE_CONTRACT };
}

/** Where an app is built: `dist/`, or `BUILD_OUT_DIR` (e.g. a release folder beside the current one). */
function outputDir(app: FrontendApp): string {
  return process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(app.dir, 'dist');
}

const devtoolFor = (mode: BuildMode) =>
  mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map';

/** TypeScript and JSX of the app (never node_modules), through swc. */
function scriptRule(mode: BuildMode) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: mode !== 'production' } },
          target: 'es2020',
        },
      },
    },
  };
}

/** swc's minifier: about a third of terser's time for the same size. */
const minimizers = () => [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })];

/** The webpack configuration of one frontend. */
export function frontendConfig(app: FrontendApp, mode: BuildMode = 'production'): Configuration {
  const production = mode === 'production';
  const { remote } = app;
  return {
    name: app.name,
    mode,
    context: app.dir,
    entry: { main: './src/main.ts' },
    devtool: devtoolFor(mode),
    output: {
      path: outputDir(app),
      // IMPORTANT: entry chunks (main.js, and remoteEntry.js of a remote) keep plain names: with webpack
      // 5.111 the federation runtime module fails the build on a [contenthash] in `filename`
      // (module-federation/core#5077). They are small and served `no-cache` with an ETag; everything
      // they load is content-hashed and immutable.
      filename: (data) =>
        data.chunk?.name === 'main' || !production ? '[name].js' : '[name].[contenthash:12].js',
      chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      // A remote's chunks load from wherever its manifest was found; the shell's from its own root.
      publicPath: remote ? 'auto' : '/',
      uniqueName: remote?.container ?? 'shell',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      ...(production ? { alias: reactRouterProduction(app.dir) } : {}),
    },
    module: {
      rules: [scriptRule(mode), { test: /\.(png|jpe?g|gif|webp|svg|ico|pdf)$/i, type: 'asset/resource' }],
    },
    optimization: {
      minimize: production,
      minimizer: minimizers(),
      ...(remote ? {} : { splitChunks: { chunks: 'all' as const } }),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: remote?.container ?? 'shell',
        ...(remote ? { filename: 'remoteEntry.js', exposes: remote.exposes } : {}),
        shared: sharedConfig(app.dir, remote === undefined),
        // IMPORTANT: 'loaded-first' fetches a remote only when something of it is first needed;
        // the default 'version-first' loads every remote's entry at start-up, so one dead remote
        // would break the whole page.
        shareStrategy: 'loaded-first',
        manifest: true,
        // No type download during the build: builds stay offline and independent of running remotes.
        dts: false,
        // One federation runtime per page: the shell hands its own to the remotes, whose entries then
        // carry none (about 18 KB gzip off every remoteEntry.js). A remote's own page gets it from
        // federation-runtime.js (standaloneRuntimeConfig).
        ...(remote
          ? { experiments: { externalRuntime: true, optimization: { target: 'web' as const } } }
          : {
              runtimePlugins: [FEDERATION_RUNTIME.provide],
              // Browser-only builds: the runtime leaves out its Node.js loaders.
              experiments: { optimization: { target: 'web' as const } },
            }),
      }),
      new HtmlWebpackPlugin({
        templateContent: INDEX_HTML(app.title, remote ? [`/${FEDERATION_RUNTIME.standaloneFile}`] : []),
        // Only the app itself; a remote's container entry is loaded by hosts, not by its own page.
        chunks: ['main'],
        scriptLoading: 'defer',
        // The app's own page is served at its origin's root and deep paths (/admin/news) alike.
        publicPath: '/',
      }),
      new ScriptPriorityPlugin(),
      ...buildInfoPlugins(app),
      // The host's pages rendered on the server load their scripts through it (page-boot.ts).
      ...(remote ? [] : [new RawAssetPlugin(PAGE_BOOT_FILE, PAGE_BOOT_SCRIPT)]),
      new BundleReportPlugin(),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * The page's own scripts are what it waits for: Chromium fetches `defer` scripts at low priority, behind
 * the preloads of the remotes' files, unless told otherwise.
 */
class ScriptPriorityPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('ScriptPriorityPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('ScriptPriorityPlugin', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

/** What an app's build compiled in, for its server (`build-info.json`; the shell renders pages with it). */
export interface BuildInfo {
  release: string;
  builtAgainst: BuiltAgainst;
}

export const BUILD_INFO_FILE = 'build-info.json';

/** Writes a file of the given text beside the build. */
class RawAssetPlugin implements WebpackPluginInstance {
  constructor(
    private readonly file: string,
    private readonly text: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RawAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RawAssetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.file, new webpack.sources.RawSource(this.text)),
      );
    });
  }
}

/**
 * What a build compiles in (`__APP_RELEASE__`, `__BUILT_AGAINST__`), and `build-info.json` beside it with
 * the same values, for the app's server.
 */
function buildInfoPlugins(app: FrontendApp, { withFile = true } = {}): WebpackPluginInstance[] {
  const info: BuildInfo = { release: releaseOf(app.dir), builtAgainst: builtAgainst(app.dir) };
  const define = new webpack.DefinePlugin({
    __APP_RELEASE__: JSON.stringify(info.release),
    __BUILT_AGAINST__: JSON.stringify(info.builtAgainst),
  });
  return withFile
    ? [define, new RawAssetPlugin(BUILD_INFO_FILE, `${JSON.stringify(info, null, 2)}\n`)]
    : [define];
}

/** The federation runtime pieces of shared-ui (its src/federation; see there). */
const FEDERATION_RUNTIME = {
  provide: require.resolve('@party/shared-ui/federation/provide-runtime-core'),
  standalone: require.resolve('@party/shared-ui/federation/standalone-runtime'),
  standaloneFile: 'federation-runtime.js',
} as const;

/**
 * A remote's `federation-runtime.js`: the federation runtime for the remote's own page, which runs
 * without the shell. Built on its own (a build with `externalRuntime` cannot bundle the runtime it
 * expects from the page) into the remote's output folder, after the remote itself.
 */
export function standaloneRuntimeConfig(app: FrontendApp, mode: BuildMode = 'production'): Configuration {
  return {
    name: `${app.name} (federation runtime)`,
    mode,
    context: app.dir,
    entry: { [path.basename(FEDERATION_RUNTIME.standaloneFile, '.js')]: FEDERATION_RUNTIME.standalone },
    devtool: devtoolFor(mode),
    output: { path: outputDir(app), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: { rules: [scriptRule(mode)] },
    optimization: { minimize: mode === 'production', minimizer: minimizers() },
    performance: { hints: false },
    plugins: [
      // What the federation plugin would define: a browser page that loads no remotes of its own.
      new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web'), FEDERATION_OPTIMIZE_NO_REMOTE: true }),
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * A remote's routes module built for the host's server (`server/routes.cjs`): one CommonJS file with every
 * page in it, the shared modules left to the host (server-build.ts), and the file URLs of the browser build
 * (the same `assets/<name>.<hash>` names) under the address the host gives as `__remote_base__`.
 */
export function serverRoutesConfig(app: FrontendApp, mode: BuildMode = 'production'): Configuration {
  const entry = app.remote?.serverRoutes;
  if (!entry) throw new Error(`${app.name} has no server routes module.`);
  return {
    name: `${app.name} (server routes)`,
    mode,
    target: 'node20',
    context: app.dir,
    entry: { routes: { import: [require.resolve('./server-public-path.ts'), entry] } },
    devtool: false,
    output: {
      path: outputDir(app),
      filename: SERVER_ROUTES_FILE,
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: false,
    },
    externals: Object.fromEntries(SERVER_SHARED.map((name) => [name, `commonjs ${name}`])),
    externalsType: 'commonjs',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        scriptRule(mode),
        // The browser build has written these files; the server only needs their addresses.
        { test: /\.(png|jpe?g|gif|webp|svg|ico|pdf)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      // Pages load lazily in the browser; on the server they are all at hand in the one file.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The same constants as the browser build, which writes build-info.json.
      ...buildInfoPlugins(app, { withFile: false }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * Every build of an app, in order: the app, and for a remote its standalone federation runtime and, when
 * it has one, its server routes.
 */
export function frontendConfigs(app: FrontendApp, mode: BuildMode = 'production'): Configuration[] {
  if (!app.remote) return [frontendConfig(app, mode)];
  return [
    frontendConfig(app, mode),
    standaloneRuntimeConfig(app, mode),
    ...(app.remote.serverRoutes ? [serverRoutesConfig(app, mode)] : []),
  ];
}

/** Builds one app and prints a short summary; resolves false when webpack reports errors. */
export function runBuild(config: Configuration): Promise<boolean> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats?: Stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack produced no stats'));
      const text = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
      if (text.trim()) console.log(text);
      const { time } = stats.toJson({ preset: 'none', timings: true });
      console.log(
        `${config.name ?? 'app'}: built in ${((time ?? 0) / 1000).toFixed(1)} s → ${config.output?.path}`,
      );
      resolve(!stats.hasErrors());
    });
  });
}

/**
 * What an app's `webpack.build.ts` runs: `tsx webpack.build.ts [--mode development] [--release]`.
 * `--release` (a remote's `npm run release`) builds into a new immutable release folder (release.ts)
 * instead of `dist/`.
 */
export async function buildApp(app: FrontendApp): Promise<void> {
  const modeFlag = process.argv.indexOf('--mode');
  const mode: BuildMode =
    modeFlag > 0 && process.argv[modeFlag + 1] === 'development' ? 'development' : 'production';
  const release = process.argv.includes('--release');
  if (release && (!app.remote || mode !== 'production')) {
    console.error('Only a remote is released, and only from a production build.');
    process.exitCode = 1;
    return;
  }
  const root = releasesDir();
  const folder = path.basename(app.dir);
  const staging = release ? stagingDir(root, folder) : undefined;
  if (staging) process.env.BUILD_OUT_DIR = staging;
  try {
    for (const config of frontendConfigs(app, mode)) {
      if (!(await runBuild(config))) {
        process.exitCode = 1;
        return;
      }
    }
    if (staging && app.remote) {
      const { manifest, dir, created } = finishRelease({
        root,
        staging,
        app: folder,
        container: app.remote.container,
        version: releaseOf(app.dir),
        builtAgainst: builtAgainst(app.dir),
      });
      console.log(
        `${created ? 'Released' : 'Already released (same version, same build)'}: ${folder} ${manifest.id}\n` +
          `  ${dir}\n` +
          `  promote it with: npm run releases -- promote ${folder} ${manifest.id} --env <environment>`,
      );
    }
    process.exitCode = 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    if (staging && process.exitCode !== 0) rmSync(staging, { recursive: true, force: true });
  }
}
