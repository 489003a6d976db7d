import {
  assertCompatible,
  isRecord,
  matchPath,
  RECOVERY_DELAYS_MS,
  parseRemoteRoutes,
  remotesNeeded,
  underPrefix,
  type PageLoader,
  type RemoteViewer,
  type RemoteRoute,
  type RuntimeConfig,
  type BuiltAgainst,
  RemoteIncompatibleError,
} from '@party/shared-ui';
import type { ComponentType } from 'react';

export type RemoteStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly routes: readonly RemoteRoute[]; readonly release?: string }
  | { readonly state: 'failed' }
  /** Loaded, but built for another shared-ui or route-module contract: refused, never retried. */
  | { readonly state: 'incompatible'; readonly reason: string };

/** Loads a remote's `./routes` module; the shell passes the Module Federation runtime's loader. */
export type RoutesLoader = (remote: string, attempt: number) => Promise<unknown>;

export type Viewer = RemoteViewer;

export type RegistrySnapshot = Readonly<Record<string, RemoteStatus>>;

const IDLE: RemoteStatus = { state: 'idle' };
/** A visitor who is not signed in: whom a page is rendered for on the server. */
export const SIGNED_OUT: Viewer = { signedIn: false, roles: [] };

/** Pauses between attempts when a remote fails to load: a restarting server or a flaky network. */
export const RETRY_DELAYS_MS = [400, 1200] as const;

/** While a page waits on a failed remote, it is tried again quietly after these pauses (as a page is). */
export { RECOVERY_DELAYS_MS };

export interface RegistryOptions {
  /** What the shell was built against; a remote that declares otherwise is refused (compatibility.ts). */
  host?: BuiltAgainst;
  sleep?: (ms: number) => Promise<void>;
  /** Log nothing when a remote fails to load (the server, which then leaves the page to the browser). */
  quiet?: boolean;
}

/**
 * Which remotes the shell has, which of them are needed now, and their route modules once loaded.
 * A remote that fails to load (after retries) is marked failed; the next navigation that needs it tries
 * again, so a remote that comes back is picked up without reloading the page.
 */
export class RemoteRegistry {
  private snapshot: RegistrySnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Pages whose code `preload` has loaded, by their loader: they render without a loading state. */
  private readonly pages = new WeakMap<PageLoader, ComponentType>();

  /** How many pages wait on each failed remote (`watch`). */
  private readonly watchers = new Map<string, number>();
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly host: BuiltAgainst | undefined;
  private readonly log: (...args: unknown[]) => void;

  constructor(
    private readonly config: RuntimeConfig,
    private readonly loadRoutes: RoutesLoader,
    options: RegistryOptions = {},
  ) {
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.host = options.host;
    this.log = options.quiet ? () => undefined : (...args) => console.error(...args);
    this.snapshot = Object.fromEntries(Object.keys(config.remotes).map((name) => [name, { state: 'idle' }]));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RegistrySnapshot => this.snapshot;

  /** The remotes as the server rendered the page with them, while the browser hydrates it. */
  private hydrationSnapshot: RegistrySnapshot | undefined;

  /**
   * What React renders on the server and hydrates with in the browser: the snapshot `holdForHydration`
   * kept (the remotes as the server had them), else the current one. A remote that arrives while React
   * hydrates then re-renders the page after hydration instead of breaking it.
   */
  getServerSnapshot = (): RegistrySnapshot => this.hydrationSnapshot ?? this.snapshot;

  /**
   * Keeps the snapshot a server-rendered page at `pathname` is hydrated with: the remotes as the server
   * rendered it, for a visitor who is not signed in (those the page and its menu need, loaded by now);
   * any other remote the browser has loaded counts as not loaded until hydration is over.
   */
  holdForHydration(pathname: string): void {
    const rendered = new Set(this.serverRendered(pathname));
    this.hydrationSnapshot = Object.fromEntries(
      Object.entries(this.snapshot).map(([name, status]) => [name, rendered.has(name) ? status : IDLE]),
    );
  }

  /** The remotes a server render of `pathname` needs: the page's owners and what a visitor's menu shows. */
  serverRendered(pathname: string): string[] {
    return [...new Set([...this.needed(pathname, SIGNED_OUT), ...this.owners(pathname)])];
  }

  /** The remotes a viewer at `pathname` needs: every eager one, and lazy ones whose path or role matches. */
  needed(pathname: string, viewer: Viewer): string[] {
    return remotesNeeded(this.config, pathname, viewer);
  }

  /** Lazy remotes to load after the first page, when the browser is idle, for their menu entries. */
  deferred(): string[] {
    return Object.entries(this.config.remotes)
      .filter(([, { lazy }]) => lazy?.idle === true)
      .map(([name]) => name);
  }

  /** The remotes whose paths cover `pathname` by config (lazy ones only declare theirs). */
  owners(pathname: string): string[] {
    return Object.entries(this.config.remotes)
      .filter(([, { lazy }]) => lazy !== undefined && underPrefix(pathname, lazy.paths))
      .map(([name]) => name);
  }

  /** Starts loading every needed remote that is not loaded or loading; failed ones are tried again. */
  ensure(names: readonly string[]): Promise<void> {
    return Promise.all(names.map((name) => this.load(name))).then(() => undefined);
  }

  /**
   * A first visit's head start, called before the first render: loads the remotes `pathname` needs and,
   * as each arrives, the code of the page at `pathname`. `routes` settles once every such remote is in
   * (or failed) and the page's code has been asked for; `page` once that code is in (or failed). Failures
   * are left to the render, which retries and reports them.
   */
  preload(pathname: string, viewer: Viewer): { routes: Promise<void>; page: Promise<void> } {
    const names = this.needed(pathname, viewer);
    const remotes = names.map((name) => this.load(name));
    const pages = names.map(async (name, index) => {
      await remotes[index];
      const status = this.snapshot[name];
      if (status?.state !== 'loaded') return;
      const route = status.routes.find(({ path }) => matchPath({ path, end: true }, pathname));
      if (!route) return;
      const page = await route.load().catch(() => undefined);
      if (page) this.pages.set(route.load, page.default);
    });
    // The pages' handlers above were attached first, so each page is asked for before `routes` settles.
    return {
      routes: Promise.all(remotes).then(() => undefined),
      page: Promise.all(pages).then(() => undefined),
    };
  }

  /** The page of `load` if `preload` has loaded it. */
  loadedPage(load: PageLoader): ComponentType | undefined {
    return this.pages.get(load);
  }

  /** Every loaded route, in the order of the config's remotes. */
  routes(): { remote: string; route: RemoteRoute }[] {
    return loadedRoutes(this.snapshot);
  }

  private load(name: string): Promise<void> {
    const status = this.snapshot[name];
    // An incompatible remote stays refused: the page's config.json names the same build until a reload.
    if (!status || status.state === 'loaded' || status.state === 'incompatible') return Promise.resolve();
    const running = this.inFlight.get(name);
    if (running) return running;

    const attempt = async () => {
      this.set(name, { state: 'loading' });
      for (let tries = 0; ; tries += 1) {
        try {
          this.set(name, await this.fetchRoutes(name, tries));
          return;
        } catch (error) {
          if (error instanceof RemoteIncompatibleError) {
            this.log(`The ${name} remote was refused.`, error.message);
            this.set(name, { state: 'incompatible', reason: error.message });
            return;
          }
          const delay = RETRY_DELAYS_MS[tries];
          if (delay === undefined) {
            this.log(`The ${name} remote could not be loaded.`, error);
            this.set(name, { state: 'failed' });
            return;
          }
          await this.sleep(delay);
        }
      }
    };
    const promise = attempt().finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, promise);
    return promise;
  }

  /** Loads and checks a remote's route module: its status once loaded, or the error why not. */
  private async fetchRoutes(name: string, attempt: number): Promise<RemoteStatus> {
    const module = await this.loadRoutes(name, attempt);
    if (this.host) {
      assertCompatible(`The ${name} remote`, isRecord(module) ? module.builtAgainst : undefined, this.host);
    }
    return { state: 'loaded', routes: parseRemoteRoutes(name, module), ...releaseOf(module) };
  }

  /**
   * A page that shows "unavailable" for `names` calls this while it is shown: each failed remote among
   * them is tried again quietly (its status stays `failed`, so the page does not flicker) after the pauses
   * of RECOVERY_DELAYS_MS, until it loads or nobody waits for it any more. Returns the unsubscribe.
   */
  watch(names: readonly string[]): () => void {
    for (const name of names) {
      const count = this.watchers.get(name) ?? 0;
      this.watchers.set(name, count + 1);
      if (count === 0) void this.recover(name);
    }
    return () => {
      for (const name of names) {
        const count = (this.watchers.get(name) ?? 1) - 1;
        if (count <= 0) this.watchers.delete(name);
        else this.watchers.set(name, count);
      }
    };
  }

  private async recover(name: string): Promise<void> {
    for (let round = 0; this.watchers.has(name); round += 1) {
      await this.sleep(RECOVERY_DELAYS_MS[Math.min(round, RECOVERY_DELAYS_MS.length - 1)]!);
      if (!this.watchers.has(name) || this.snapshot[name]?.state !== 'failed') return;
      try {
        // Attempt numbers above zero make the loader forget the failed load first.
        this.set(name, await this.fetchRoutes(name, round + 1));
        return;
      } catch (error) {
        if (error instanceof RemoteIncompatibleError) {
          this.set(name, { state: 'incompatible', reason: error.message });
          return;
        }
      }
    }
  }

  /** The release of each loaded remote that names one, in config order. */
  releases(): { remote: string; release: string }[] {
    return loadedReleases(this.snapshot);
  }

  private set(name: string, status: RemoteStatus) {
    this.snapshot = { ...this.snapshot, [name]: status };
    for (const listener of this.listeners) listener();
  }
}

/** Every loaded route of a snapshot, in the order of the config's remotes. */
export function loadedRoutes(snapshot: RegistrySnapshot): { remote: string; route: RemoteRoute }[] {
  return Object.entries(snapshot).flatMap(([remote, status]) =>
    status.state === 'loaded' ? status.routes.map((route) => ({ remote, route })) : [],
  );
}

/** The release of each loaded remote of a snapshot that names one. */
export function loadedReleases(snapshot: RegistrySnapshot): { remote: string; release: string }[] {
  return Object.entries(snapshot).flatMap(([remote, status]) =>
    status.state === 'loaded' && status.release ? [{ remote, release: status.release }] : [],
  );
}

/** A remote's routes module may say which build it is (`export const release = "1.4.0"`). */
function releaseOf(module: unknown): { release?: string } {
  const release =
    typeof module === 'object' && module !== null ? (module as { release?: unknown }).release : undefined;
  return typeof release === 'string' && release.trim() !== '' ? { release } : {};
}
