/**
 * The static server of each frontend (shell and remotes), as run by `npm start` and in end-to-end tests:
 * serves `dist/` with the cache rules Module Federation needs, sends security headers, optionally serves
 * `/config.json` and proxies `/api` to the API (and, for the host, the site's feed, sitemap and robots.txt),
 * and falls back to `index.html` for page paths.
 */
import { existsSync, readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import {
  configOrigins,
  isAbsoluteHttpUrl,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
} from '@party/shared-ui/runtime-config';

import { PAGE_BOOT_FILE } from './page-boot';
import { RELEASE_MANIFEST } from './release';
import {
  escapeAttribute,
  preloadLinks,
  remoteHints,
  RemoteManifestCache,
  type PreloadHint,
} from './remote-hints';

export { parseRuntimeConfig, type RuntimeConfig } from '@party/shared-ui/runtime-config';
export { releasesDir } from './release';
export { SERVER_ROUTES_FILE, SERVER_SHARED, type ServerSharedModule } from './server-build';

export interface StaticServerOptions {
  /** Shown in logs. */
  name: string;
  /** The built app (`dist/`). */
  root: string;
  host?: string;
  port: number;
  /** Where `/api/*` is forwarded, e.g. `http://127.0.0.1:4000`. No proxy when absent. */
  apiUpstream?: string;
  /**
   * Served no-store at `/config.json` (the shell's runtime configuration). A function is asked on every
   * request, so a configuration file can change while the server runs.
   */
  runtimeConfig?: RuntimeConfig | (() => RuntimeConfig);
  /**
   * A remote: its assets are fetched by pages of other origins, so they carry CORS and
   * `Cross-Origin-Resource-Policy: cross-origin`.
   */
  remote?: boolean;
  /**
   * A remote's releases (`.releases/<app>/`, see release.ts), served at `/releases/<id>/…`. Each folder is
   * immutable, so everything in it is cached for a year; old ones stay servable for pages that loaded them.
   */
  releasesRoot?: string;
  /**
   * The host's server render of a page (shell/server/render-page.tsx): its markup, head tags and status,
   * put into the host page; undefined leaves the page to the browser, as without it.
   */
  renderPage?: (url: string) => Promise<ServerRenderedPage | undefined>;
}

/** A page rendered on the server, in the pieces the host page is assembled from. */
export interface ServerRenderedPage {
  readonly status: number;
  /** Tags for `<head>`: they replace the template's title and description. */
  readonly head: string;
  /** The markup inside `<div id="root">`. */
  readonly body: string;
  /** Scripts for the end of `<body>`. */
  readonly bodyEnd: string;
}

/** The attribute of the root element of a page rendered on the server: the browser hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Content-hashed file names (`main.3f2a9c1d04be.js`): never change, so cached for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|gif|webp|svg|woff2?)(\.map)?$/;
/** Files that say where everything else is: always revalidated, or a release would not be seen. */
const NEVER_CACHE = new Set(['/mf-manifest.json', '/mf-stats.json', '/remoteEntry.js', '/config.json']);
const PROXY_TIMEOUT_MS = 30_000;

/**
 * The site's documents for feed readers and search engines, at the addresses they look for, made by the
 * API from its content (api/src/modules/site-feeds). Only the host answers them: a remote's origin is not
 * the site people open.
 */
export const SITE_DOCUMENTS: Readonly<Record<string, string>> = {
  '/rss.xml': '/api/site/rss.xml',
  '/sitemap.xml': '/api/site/sitemap.xml',
  '/robots.txt': '/api/site/robots.txt',
};

/** The Content-Security-Policy of the app's pages: itself, plus the origins its runtime config names. */
export function contentSecurityPolicy(config?: RuntimeConfig): string {
  const foreign = config ? configOrigins(config) : [];
  const sources = ["'self'", ...foreign].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources}`,
    `connect-src ${sources}`,
    // News, project and gallery images may be links to other sites; uploads are served by the API.
    `img-src 'self' data: blob: https: http:`,
    // The design system injects one <style> element.
    `style-src 'self' 'unsafe-inline'`,
    `font-src 'self' data:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const { root, remote = false, runtimeConfig, apiUpstream } = options;
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`${options.name}: ${indexFile} does not exist. Build the app first (npm run build).`);
  }
  const currentConfig = typeof runtimeConfig === 'function' ? runtimeConfig : () => runtimeConfig;

  const commonHeaders = (res: ServerResponse) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (remote) {
      // Static, public and credential-free: any site may load a remote's modules.
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      // Lets the host page's performance tooling see sizes and timings of the remote's files.
      res.setHeader('Timing-Allow-Origin', '*');
    } else {
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    }
  };

  // Remote manifests as last seen, for the preload hints of the host page.
  const manifests = runtimeConfig ? new RemoteManifestCache() : undefined;
  const startConfig = currentConfig();
  if (manifests && startConfig) {
    for (const { manifest } of Object.values(startConfig.remotes)) {
      if (isAbsoluteHttpUrl(manifest)) void manifests.refresh(manifest);
    }
  }

  const serveIndex = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const config = currentConfig();
    let rendered: ServerRenderedPage | undefined;
    if (options.renderPage && config) {
      try {
        rendered = await options.renderPage(req.url ?? pathname);
      } catch (error) {
        // The page is still served: the browser renders it, as it does without a server render.
        console.error(`${options.name}: the server render of ${pathname} failed.`, error);
      }
    }
    res.statusCode = rendered?.status ?? 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(config));
    res.setHeader('X-Frame-Options', 'DENY');
    if (req.method === 'HEAD') return void res.end();
    const template = readFileSync(indexFile, 'utf8');
    const hints = config && manifests ? remoteHints(config, pathname, manifests) : [];
    const html = rendered ? withServerRender(template, rendered, hints) : template;
    // A rendered page's hints go to its boot script (withServerRender), which adds them once it has painted.
    const page = config && manifests ? withRuntimeConfig(html, config, rendered ? [] : hints) : html;
    // The page carries its content, styles and data: compressed, it arrives in fewer round trips.
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = pageEncoding(req.headers['accept-encoding']);
    if (!encoding) return void res.end(page);
    res.setHeader('Content-Encoding', encoding);
    res.end(
      encoding === 'br'
        ? brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page, { level: 6 }),
    );
  };

  const assets = sirv(root, {
    dev: false,
    etag: true,
    // Precompressed copies (`.br`, `.gz`) are served when the build wrote them.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      if (NEVER_CACHE.has(pathname)) res.setHeader('Cache-Control', 'no-store');
      else if (HASHED.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });

  const releases = options.releasesRoot ? releaseFiles(options.releasesRoot) : undefined;

  const server = http.createServer((req, res) => {
    commonHeaders(res);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;

    if (releases && pathname.startsWith('/releases/') && (req.method === 'GET' || req.method === 'HEAD')) {
      releases(req, res, pathname);
      return;
    }

    if (apiUpstream && (pathname === '/api' || pathname.startsWith('/api/'))) {
      proxy(req, res, apiUpstream);
      return;
    }
    const siteDocument = Object.hasOwn(SITE_DOCUMENTS, pathname) ? SITE_DOCUMENTS[pathname] : undefined;
    if (apiUpstream && !remote && siteDocument && (req.method === 'GET' || req.method === 'HEAD')) {
      const query = (req.url ?? '').indexOf('?');
      proxy(req, res, apiUpstream, siteDocument + (query >= 0 ? (req.url ?? '').slice(query) : ''));
      return;
    }
    if (req.method === 'OPTIONS' && remote) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '86400');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const config = pathname === '/config.json' ? currentConfig() : undefined;
    if (config) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(config));
      return;
    }
    if (pathname === '/' || pathname === '/index.html') {
      void serveIndex(req, res, pathname);
      return;
    }
    assets(req, res, () => {
      // A page path (no file extension) is the app's to route; a missing file is a real 404, never
      // index.html, so a stale chunk name fails loudly instead of being parsed as HTML.
      if (path.extname(pathname) === '') void serveIndex(req, res, pathname);
      else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}

/**
 * Serves `/releases/<id>/…` from the folders of a releases root. A release folder appears whole (it is
 * renamed into place with its release.json) and never changes, so each one's file list is read once, when
 * it is first asked for; releases made while the server runs are served too.
 */
function releaseFiles(root: string) {
  const handlers = new Map<string, ReturnType<typeof sirv>>();
  const notFound = (res: ServerResponse): void => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };
  return (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    const match = /^\/releases\/([0-9A-Za-z][0-9A-Za-z.+_-]*)(\/.*)$/.exec(pathname);
    const id = match?.[1];
    if (!match || !id) return notFound(res);
    let handler = handlers.get(id);
    if (!handler) {
      const dir = path.join(root, id);
      if (!existsSync(path.join(dir, RELEASE_MANIFEST))) return notFound(res);
      handler = sirv(dir, {
        dev: false,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders(response) {
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
      handlers.set(id, handler);
    }
    const query = (req.url ?? '').indexOf('?');
    req.url = match[2] + (query >= 0 ? (req.url ?? '').slice(query) : '');
    handler(req, res, () => notFound(res));
  };
}

/** How a page is compressed for a client that accepts `accepted`: brotli, else gzip, else not at all. */
export function pageEncoding(accepted: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const offered = new Map(
    (Array.isArray(accepted) ? accepted.join(',') : (accepted ?? '')).split(',').map((entry) => {
      const [name = '', ...params] = entry.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const allowed = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return undefined;
}

/**
 * The host page with a page rendered on the server: its head tags in place of the template's title and
 * description, its markup in the root element (marked for hydration), the scripts that carry its data at
 * the end of the body, and no "needs JavaScript" notice, since the page reads without it. The page's own
 * scripts and the remotes' preloads (`preloads`) are handed to `page-boot.js` (page-boot.ts), which
 * starts them once the page has painted.
 */
export function withServerRender(
  html: string,
  page: ServerRenderedPage,
  preloads: readonly PreloadHint[] = [],
): string {
  const scripts: string[] = [];
  const withoutScripts = html.replace(
    /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g,
    (_tag, src: string) => {
      scripts.push(src);
      return '';
    },
  );
  const boot =
    `<script defer src="/${PAGE_BOOT_FILE}" data-scripts="${escapeAttribute(scripts.join(' '))}"` +
    ` data-preloads="${escapeAttribute(JSON.stringify(preloads))}"></script>`;
  return (
    withoutScripts
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      // IMPORTANT: functions, not strings, as replacements: `$&` or `$'` in a page's text must stay as is.
      .replace('</head>', () => `${page.head}\n${boot}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">${page.body}</div>`,
      )
      .replace('</body>', () => `${page.bodyEnd}\n</body>`)
  );
}

/**
 * The host page with its runtime config inlined (one round trip fewer before the first remote renders: the
 * page needs no separate config.json request), a preconnect to every foreign origin it will call, and
 * preloads of the remote files the page is about to load (remote-hints.ts).
 * `<` is escaped so that no value can close the script element.
 */
export function withRuntimeConfig(
  html: string,
  config: RuntimeConfig,
  preloads: readonly PreloadHint[] = [],
): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const hints =
    configOrigins(config)
      .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin />`)
      .join('') + preloadLinks(preloads);
  const inline = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.includes('</head>')
    ? html.replace('</head>', () => `${hints}${inline}</head>`)
    : `${hints}${inline}${html}`;
}

/**
 * Forwards one request to the API as it is (or to `upstreamPath` instead of its own path and query), adding
 * the forwarding headers a proxy owes its upstream.
 */
function proxy(req: IncomingMessage, res: ServerResponse, upstream: string, upstreamPath?: string) {
  const target = new URL(upstreamPath ?? req.url ?? '/', upstream);
  const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host };
  // IMPORTANT: these servers face browsers directly, so the address is the connection's own. A client's
  // X-Forwarded-For is replaced, never extended: an API that trusts its proxy would otherwise take a
  // client-chosen address for rate limits.
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';

  const upstreamRequest = http.request(
    target,
    { method: req.method, headers, timeout: PROXY_TIMEOUT_MS },
    (upstreamResponse) => {
      // The API's own headers (including its CORP and cache rules) win over the static server's.
      res.removeHeader('Cross-Origin-Resource-Policy');
      res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
      upstreamResponse.pipe(res);
    },
  );
  upstreamRequest.on('timeout', () => upstreamRequest.destroy(new Error('upstream timeout')));
  upstreamRequest.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(
      JSON.stringify({
        success: false,
        message: 'The server is unavailable right now. Please try again shortly.',
        errors: {},
        code: 'BAD_GATEWAY',
      }),
    );
  });
  req.pipe(upstreamRequest);
}

/** Reads a TCP port from the environment, or the default. */
export function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a TCP port number between 0 and 65535 (got "${raw}").`);
    process.exit(1);
  }
  return port;
}

/** Runs a server until SIGINT/SIGTERM, then closes it and exits 0. */
export async function serveUntilSignalled(options: StaticServerOptions): Promise<void> {
  const running = await startStaticServer(options);
  console.log(`${options.name} listening on ${running.url}`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
