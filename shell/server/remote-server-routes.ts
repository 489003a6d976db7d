import vm from 'node:vm';
import * as SharedUi from '@party/shared-ui';
import * as SharedQuery from '@party/shared-ui/query';
import * as ReactQuery from '@tanstack/react-query';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import { SERVER_ROUTES_FILE, type ServerSharedModule } from '@party/tooling/server';

/**
 * The server builds of the remotes (`server/routes.cjs` beside each one's `mf-manifest.json`, see
 * tooling/webpack.ts serverRoutesConfig), fetched from where the runtime config says the remote lives and
 * evaluated with this server's own shared modules, as the browser's federation runtime gives a remote the
 * page's singletons. Re-releasing a remote is picked up within REVALIDATE_MS, without a shell release.
 */

/** The modules a remote's server build takes from the host: each of SERVER_SHARED, and nothing else. */
const SHARED: Readonly<Record<ServerSharedModule, unknown>> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  '@party/shared-ui': SharedUi,
  '@tanstack/react-query': ReactQuery,
  '@party/shared-ui/query': SharedQuery,
};

/** How long a loaded build is used before asking its server whether it changed. */
const REVALIDATE_MS = 5000;
const FETCH_TIMEOUT_MS = 2000;

interface Loaded {
  readonly module: unknown;
  readonly etag: string | null;
  checkedAt: number;
}

/** Evaluates a remote's server build; its file addresses are made under `base` (the remote's folder). */
export function evaluateServerRoutes(code: string, base: string, filename: string): unknown {
  const wrapper = vm.runInThisContext(`(function (require, module, exports, __remote_base__) {${code}\n})`, {
    filename,
  }) as (
    require: (name: string) => unknown,
    module: { exports: unknown },
    exports: unknown,
    base: string,
  ) => void;
  const module: { exports: unknown } = { exports: {} };
  const require = (name: string): unknown => {
    if (!Object.hasOwn(SHARED, name))
      throw new Error(`${filename} needs "${name}", which the host does not share.`);
    return SHARED[name as ServerSharedModule];
  };
  wrapper(require, module, module.exports, base);
  return module.exports;
}

export class RemoteServerRoutes {
  private readonly loaded = new Map<string, Loaded>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Builds that could not be fetched at the last try: reported once, not on every try. */
  private readonly failing = new Set<string>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The routes module of the remote whose manifest is at `manifestUrl`; undefined when it has no server
   * build or it cannot be reached (the page is then left to the browser).
   */
  get(manifestUrl: string): Promise<unknown> {
    const url = new URL(SERVER_ROUTES_FILE, manifestUrl).href;
    const known = this.loaded.get(url);
    if (known && this.now() - known.checkedAt < REVALIDATE_MS) return Promise.resolve(known.module);
    let running = this.inFlight.get(url);
    if (!running) {
      running = this.fetch(url, known).finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, running);
    }
    return running;
  }

  private async fetch(url: string, known: Loaded | undefined): Promise<unknown> {
    try {
      const response = await fetch(url, {
        headers: known?.etag ? { 'If-None-Match': known.etag } : {},
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status === 304 && known) {
        known.checkedAt = this.now();
        return known.module;
      }
      if (!response.ok) {
        // No server build (an older release of the remote) is an answer too: remember it for a while.
        if (response.status === 404)
          this.loaded.set(url, { module: undefined, etag: null, checkedAt: this.now() });
        return response.status === 404 ? undefined : known?.module;
      }
      const code = await response.text();
      const module = evaluateServerRoutes(code, new URL('..', url).href, url);
      this.loaded.set(url, { module, etag: response.headers.get('etag'), checkedAt: this.now() });
      this.failing.delete(url);
      return module;
    } catch (error) {
      if (!this.failing.has(url)) console.error(`The server build at ${url} could not be loaded.`, error);
      this.failing.add(url);
      // Pages are left to the browser until the next try, rather than each one waiting for the timeout.
      if (known) known.checkedAt = this.now();
      else this.loaded.set(url, { module: undefined, etag: null, checkedAt: this.now() });
      return known?.module;
    }
  }
}
