import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig, remotesNeeded } from '@party/shared-ui/runtime-config';
import { preloadLinks, remoteHints, RemoteManifestCache, scriptsOfManifest } from './remote-hints';

/** The parts of a real remote's mf-manifest.json the hints read. */
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { path: './routes', assets: { js: { sync: ['__federation_expose_routes.0a1b2c3d4e5f.js'], async: [] } } },
    { path: './other', assets: { js: { sync: ['other.js'], async: [] } } },
  ],
};

let server: http.Server;
let origin: string;
let manifestResponses = 0;
let manifestUp = true;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/v1/mf-manifest.json' && manifestUp) {
      manifestResponses += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const config = () =>
  parseRuntimeConfig({
    apiBaseUrl: '/api',
    remotes: {
      public_site: { manifest: `${origin}/v1/mf-manifest.json` },
      auth_remote: { manifest: '/auth/mf-manifest.json', lazy: { paths: ['/login'], idle: true } },
      admin_console: {
        manifest: `${origin}/admin/mf-manifest.json`,
        lazy: { paths: ['/admin'], role: 'admin' },
      },
    },
  });

describe('remote preload hints', () => {
  it('name the remotes a path loads before it renders: eager ones, and lazy ones of that path', () => {
    expect(remotesNeeded(config(), '/')).toEqual(['public_site']);
    expect(remotesNeeded(config(), '/login')).toEqual(['public_site', 'auth_remote']);
    expect(remotesNeeded(config(), '/admin/news')).toEqual(['public_site', 'admin_console']);
  });

  it('read the entry and the route module of a manifest, beside the manifest', () => {
    expect(scriptsOfManifest('https://cdn.example.org/public/v2/mf-manifest.json', manifest)).toEqual([
      'https://cdn.example.org/public/v2/remoteEntry.js',
      'https://cdn.example.org/public/v2/__federation_expose_routes.0a1b2c3d4e5f.js',
    ]);
    const elsewhere = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://static.example.org/p/' },
    };
    expect(scriptsOfManifest('https://cdn.example.org/mf-manifest.json', elsewhere)[0]).toBe(
      'https://static.example.org/p/remoteEntry.js',
    );
    expect(scriptsOfManifest('https://cdn.example.org/mf-manifest.json', { nonsense: true })).toEqual([]);
    expect(scriptsOfManifest('https://cdn.example.org/mf-manifest.json', null)).toEqual([]);
  });

  it('never hold a page up: a manifest is hinted from memory, fetched in the background once', async () => {
    const cache = new RemoteManifestCache();
    const url = `${origin}/v1/mf-manifest.json`;
    const before = manifestResponses;
    // First page: only the manifest itself (known from the config) is hinted.
    expect(remoteHints(config(), '/', cache)).toEqual([{ href: url, as: 'fetch' }]);
    remoteHints(config(), '/news', cache);
    await cache.refresh(url);
    expect(manifestResponses - before).toBe(1);
    // Later pages: the entry and route module too.
    expect(remoteHints(config(), '/', cache)).toEqual([
      { href: url, as: 'fetch' },
      { href: `${origin}/v1/remoteEntry.js`, as: 'script' },
      { href: `${origin}/v1/__federation_expose_routes.0a1b2c3d4e5f.js`, as: 'script' },
    ]);
  });

  it('drop the script hints of a remote whose manifest can no longer be fetched', async () => {
    const cache = new RemoteManifestCache({ freshForMs: 0 });
    const url = `${origin}/v1/mf-manifest.json`;
    await cache.refresh(url);
    expect(cache.scripts(url)).toHaveLength(2);
    manifestUp = false;
    try {
      await cache.refresh(url);
      expect(cache.scripts(url)).toEqual([]);
    } finally {
      manifestUp = true;
    }
  });

  it('render as preload links, the manifest in CORS mode like the runtime fetch', () => {
    expect(
      preloadLinks([
        { href: 'https://r.example.org/mf-manifest.json', as: 'fetch' },
        { href: 'https://r.example.org/remoteEntry.js?a=1&b="2"', as: 'script' },
      ]),
    ).toBe(
      '<link rel="preload" href="https://r.example.org/mf-manifest.json" as="fetch" crossorigin="anonymous" />' +
        '<link rel="preload" href="https://r.example.org/remoteEntry.js?a=1&amp;b=&quot;2&quot;" as="script" />',
    );
  });
});
