import { parseRuntimeConfig } from '@party/shared-ui';
import { describe, expect, it, vi } from 'vitest';
import {
  RECOVERY_DELAYS_MS,
  RemoteRegistry,
  RETRY_DELAYS_MS,
  type RemoteStatus,
  type RoutesLoader,
} from './remote-registry';

const config = parseRuntimeConfig({
  apiBaseUrl: '/api',
  remotes: {
    public_site: { manifest: '/p/mf-manifest.json' },
    admin_console: { manifest: '/a/mf-manifest.json', lazy: { paths: ['/admin'], role: 'admin' } },
  },
});
const anonymous = { signedIn: false, roles: [] };
const page = () => Promise.resolve({ default: () => null });
const routesOf = (path: string) => ({ routes: [{ path, load: page }] });
const noSleep = () => Promise.resolve();

describe('RemoteRegistry', () => {
  it('needs eager remotes everywhere, and a lazy one only on its paths or for its role', () => {
    const registry = new RemoteRegistry(config, vi.fn<RoutesLoader>(), { sleep: noSleep });
    expect(registry.needed('/news', anonymous)).toEqual(['public_site']);
    expect(registry.needed('/admin/news', anonymous)).toEqual(['public_site', 'admin_console']);
    expect(registry.needed('/news', { signedIn: true, roles: ['member'] })).toEqual(['public_site']);
    expect(registry.needed('/news', { signedIn: true, roles: ['Admin'] })).toEqual([
      'public_site',
      'admin_console',
    ]);
  });

  it('preloads what a first visit needs: the remotes of the path, then the code of its page only', async () => {
    const loaded: string[] = [];
    const pageOf = (path: string) => () => {
      loaded.push(path);
      return page();
    };
    const loader = vi.fn<RoutesLoader>((remote) =>
      Promise.resolve({
        routes: [
          { path: '/', load: pageOf(`${remote} /`) },
          { path: '/news/:id', load: pageOf(`${remote} /news/:id`) },
          { path: '/admin/*', load: pageOf(`${remote} /admin/*`) },
        ],
      }),
    );
    const registry = new RemoteRegistry(config, loader, { sleep: noSleep });

    const first = registry.preload('/news/42', anonymous);
    await first.routes;
    // The page's code was asked for before `routes` settled.
    expect(loaded).toEqual(['public_site /news/:id']);
    await first.page;
    // The page's code is kept, so the first render shows it without a loading state.
    const newsRoute = registry.routes().find(({ route }) => route.path === '/news/:id')!.route;
    expect(registry.loadedPage(newsRoute.load)).toBeTypeOf('function');
    const homeRoute = registry.routes().find(({ route }) => route.path === '/')!.route;
    expect(registry.loadedPage(homeRoute.load)).toBeUndefined();
    expect(loader.mock.calls.map(([remote]) => remote)).toEqual(['public_site']);

    await registry.preload('/admin/news', { signedIn: true, roles: ['admin'] }).page;
    expect(loaded).toContain('admin_console /admin/*');
  });

  it('settles its preload even when a remote is down, leaving the failure to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = new RemoteRegistry(config, () => Promise.reject(new Error('down')), { sleep: noSleep });
    const first = registry.preload('/', anonymous);
    await Promise.all([first.routes, first.page]);
    expect(registry.getSnapshot().public_site).toEqual({ state: 'failed' });
  });

  it('names the remotes deferred until after the first page (for their menus)', () => {
    const withDeferred = parseRuntimeConfig({
      apiBaseUrl: '/api',
      remotes: {
        public_site: { manifest: '/p/mf-manifest.json' },
        auth_remote: { manifest: '/u/mf-manifest.json', lazy: { paths: ['/login'], idle: true } },
      },
    });
    const registry = new RemoteRegistry(withDeferred, vi.fn<RoutesLoader>(), { sleep: noSleep });
    expect(registry.deferred()).toEqual(['auth_remote']);
    expect(registry.needed('/', anonymous)).toEqual(['public_site']);
    expect(registry.needed('/login', anonymous)).toEqual(['public_site', 'auth_remote']);
  });

  it('loads each remote once, even when asked twice at the same time', async () => {
    const loader = vi.fn<RoutesLoader>((remote) => Promise.resolve(routesOf(`/${remote}`)));
    const registry = new RemoteRegistry(config, loader, { sleep: noSleep });
    await Promise.all([registry.ensure(['public_site']), registry.ensure(['public_site'])]);
    await registry.ensure(['public_site']);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(registry.routes().map(({ remote, route }) => `${remote}${route.path}`)).toEqual([
      'public_site/public_site',
    ]);
  });

  it('retries a failing remote, then marks it failed, and tries again when asked later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi.fn<RoutesLoader>(() => Promise.reject(new Error('connection refused')));
    const registry = new RemoteRegistry(config, loader, { sleep: noSleep });

    await registry.ensure(['public_site']);
    expect(loader).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    expect(registry.getSnapshot().public_site).toEqual({ state: 'failed' });

    loader.mockResolvedValue(routesOf('/news'));
    await registry.ensure(['public_site']);
    expect(registry.getSnapshot().public_site?.state).toBe('loaded');
  });

  it('treats a remote whose routes module breaks the contract as failed, not the whole page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = new RemoteRegistry(config, () => Promise.resolve({ routes: 'nope' }), {
      sleep: noSleep,
    });
    await registry.ensure(['public_site']);
    expect(registry.getSnapshot().public_site).toEqual({ state: 'failed' });
  });

  it('tells subscribers about every change of state', async () => {
    const registry = new RemoteRegistry(config, () => Promise.resolve(routesOf('/')), { sleep: noSleep });
    const states: string[] = [];
    registry.subscribe(() => states.push(registry.getSnapshot().public_site?.state ?? '?'));
    await registry.ensure(['public_site']);
    expect(states).toEqual(['loading', 'loaded']);
  });
});

describe('remote releases', () => {
  it('remembers the release a routes module names', async () => {
    const registry = new RemoteRegistry(
      config,
      () => Promise.resolve({ ...routesOf('/'), release: '1.4.0' }),
      { sleep: noSleep },
    );
    await registry.ensure(['public_site']);
    expect(registry.releases()).toEqual([{ remote: 'public_site', release: '1.4.0' }]);
  });
});

describe('compatibility', () => {
  const host = { sharedUi: '1.4.0', routeContract: 1 };
  const statusAfterLoading = async (module: unknown): Promise<RemoteStatus | undefined> => {
    const loader = vi.fn<RoutesLoader>(() => Promise.resolve(module));
    const registry = new RemoteRegistry(config, loader, { host, sleep: noSleep });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await registry.ensure(['public_site']);
    return registry.getSnapshot().public_site;
  };

  it('hosts a remote built against the same shared-ui major and route-module contract', async () => {
    const status = await statusAfterLoading({
      ...routesOf('/'),
      builtAgainst: { sharedUi: '1.9.2', routeContract: 1 },
    });
    expect(status?.state).toBe('loaded');
  });

  it('refuses, once and for good, a remote built against another shared-ui major, saying why', async () => {
    const loader = vi.fn<RoutesLoader>(() =>
      Promise.resolve({ ...routesOf('/'), builtAgainst: { sharedUi: '2.0.0', routeContract: 1 } }),
    );
    const registry = new RemoteRegistry(config, loader, { host, sleep: noSleep });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await registry.ensure(['public_site']);
    const status = registry.getSnapshot().public_site;
    expect(status).toEqual({
      state: 'incompatible',
      reason: expect.stringContaining('built against shared-ui 2.0.0') as string,
    });
    expect(registry.routes()).toEqual([]);
    await registry.ensure(['public_site']);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('refuses another route-module contract, and a module that declares nothing', async () => {
    const other = await statusAfterLoading({
      ...routesOf('/'),
      builtAgainst: { sharedUi: '1.4.0', routeContract: 2 },
    });
    expect(other?.state).toBe('incompatible');
    expect(other?.state === 'incompatible' && other.reason).toContain('contract 2');
    const silent = await statusAfterLoading(routesOf('/'));
    expect(silent?.state === 'incompatible' && silent.reason).toContain('does not say');
  });
});

describe('recovery', () => {
  it('tries a failed remote again quietly while a page waits for it, until it is back', async () => {
    let up = false;
    const attempts: number[] = [];
    const loader = vi.fn<RoutesLoader>((_remote, attempt) => {
      attempts.push(attempt);
      return up ? Promise.resolve(routesOf('/news')) : Promise.reject(new Error('down'));
    });
    const pauses: number[] = [];
    const sleep = (ms: number) => {
      pauses.push(ms);
      // The server comes back during the second quiet pause.
      if (pauses.length === RETRY_DELAYS_MS.length + 2) up = true;
      return Promise.resolve();
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = new RemoteRegistry(config, loader, { sleep });
    await registry.ensure(['public_site']);
    expect(registry.getSnapshot().public_site?.state).toBe('failed');

    const states: string[] = [];
    registry.subscribe(() => states.push(registry.getSnapshot().public_site?.state ?? ''));
    const stop = registry.watch(['public_site']);
    await vi.waitFor(() => expect(registry.getSnapshot().public_site?.state).toBe('loaded'));
    stop();
    // No "loading" in between: the page keeps its message until the remote is back.
    expect(states).toEqual(['loaded']);
    expect(pauses.slice(RETRY_DELAYS_MS.length)).toEqual(RECOVERY_DELAYS_MS.slice(0, 2));
    expect(attempts.slice(-2).every((attempt) => attempt > 0)).toBe(true);
  });

  it('stops trying once nobody waits', async () => {
    const loader = vi.fn<RoutesLoader>(() => Promise.reject(new Error('down')));
    let release: () => void = () => undefined;
    const sleep = vi.fn((ms: number) =>
      ms >= RECOVERY_DELAYS_MS[0] ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = new RemoteRegistry(config, loader, { sleep });
    await registry.ensure(['public_site']);
    const calls = loader.mock.calls.length;
    const stop = registry.watch(['public_site']);
    stop();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.mock.calls.length).toBe(calls);
  });
});
