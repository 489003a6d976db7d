import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_RENDERED_ATTRIBUTE,
  startStaticServer,
  withRuntimeConfig,
  pageEncoding,
  withServerRender,
  type RunningServer,
} from './static-server';

let dist: string;
let upstream: http.Server;
let upstreamUrl: string;
let shell: RunningServer;
let remote: RunningServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  writeFileSync(path.join(dist, '123.0123456789ab.js'), 'console.log(2)');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  mkdirSync(path.join(dist, 'assets'));

  upstream = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ method: req.method, url: req.url, forwarded: req.headers['x-forwarded-for'] ?? null }),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  shell = await startStaticServer({
    name: 'shell',
    root: dist,
    port: 0,
    apiUpstream: upstreamUrl,
    runtimeConfig: {
      apiBaseUrl: '/api',
      remotes: { public_site: { manifest: 'http://localhost:8081/mf-manifest.json' } },
    },
  });
  remote = await startStaticServer({ name: 'remote', root: dist, port: 0, remote: true });
});

afterAll(async () => {
  await Promise.all([shell.close(), remote.close()]);
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('the static server', () => {
  it('serves config.json never cached', async () => {
    const response = await fetch(`${shell.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ apiBaseUrl: '/api' });
  });

  it('inlines the runtime config in the page, with a preconnect to each remote origin', async () => {
    const html = await (await fetch(`${shell.url}/news`)).text();
    expect(html).toContain('<link rel="preconnect" href="http://localhost:8081" crossorigin />');
    expect(html).toContain(
      '<link rel="preload" href="http://localhost:8081/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
    );
    const inline = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inline ?? '')).toMatchObject({ apiBaseUrl: '/api' });
  });

  it('escapes the inlined config so that no value can close its script element', () => {
    const html = withRuntimeConfig('<html><head></head></html>', {
      apiBaseUrl: '/api</script><script>alert(1)</script>',
      remotes: {},
    });
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('caches content-hashed files for a year and revalidates the rest', async () => {
    const hashed = await fetch(`${shell.url}/123.0123456789ab.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await fetch(`${shell.url}/main.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('etag')).toBeTruthy();
    const manifest = await fetch(`${remote.url}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-store');
  });

  it('answers page paths with index.html and its CSP, but missing files with a 404', async () => {
    const page = await fetch(`${shell.url}/admin/news`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' http://localhost:8081");
    expect(csp).toContain("frame-ancestors 'none'");
    const missing = await fetch(`${shell.url}/999.ffffffffffff.js`);
    expect(missing.status).toBe(404);
  });

  it('lets other origins load a remote, and keeps the shell same-origin', async () => {
    const fromRemote = await fetch(`${remote.url}/main.js`);
    expect(fromRemote.headers.get('access-control-allow-origin')).toBe('*');
    expect(fromRemote.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const fromShell = await fetch(`${shell.url}/main.js`);
    expect(fromShell.headers.get('access-control-allow-origin')).toBeNull();
    expect(fromShell.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('proxies /api with method, path and query, with the connection’s address as X-Forwarded-For', async () => {
    const response = await fetch(`${shell.url}/api/news?page=2`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/news?page=2',
      forwarded: '127.0.0.1',
    });
    // An address the client claims is not passed on.
    const claimed = await fetch(`${shell.url}/api/news`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(((await claimed.json()) as { forwarded: string }).forwarded).toBe('127.0.0.1');
  });

  it('answers /rss.xml, /sitemap.xml and /robots.txt with the API’s site documents', async () => {
    const documents = {
      '/rss.xml': '/api/site/rss.xml',
      '/sitemap.xml': '/api/site/sitemap.xml',
      '/robots.txt': '/api/site/robots.txt',
    };
    for (const [path, upstreamPath] of Object.entries(documents)) {
      const response = await fetch(`${shell.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ method: 'GET', url: upstreamPath, forwarded: '127.0.0.1' });
    }
    // The query string goes along (feed readers add their own); HEAD is proxied, other methods are not.
    const withQuery = await fetch(`${shell.url}/rss.xml?utm_source=reader`);
    expect(((await withQuery.json()) as { url: string }).url).toBe('/api/site/rss.xml?utm_source=reader');
    expect((await fetch(`${shell.url}/sitemap.xml`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${shell.url}/robots.txt`, { method: 'POST', body: 'x' })).status).toBe(405);
    // Only those addresses: other files at the root are the build's.
    expect((await fetch(`${shell.url}/feed.xml`)).status).toBe(404);
  });

  it('leaves the site documents to the host: a remote with an API proxy does not answer them', async () => {
    const standalone = await startStaticServer({
      name: 'remote',
      root: dist,
      port: 0,
      remote: true,
      apiUpstream: upstreamUrl,
    });
    try {
      expect((await fetch(`${standalone.url}/robots.txt`)).status).toBe(404);
      expect((await fetch(`${standalone.url}/api/news`)).status).toBe(200);
    } finally {
      await standalone.close();
    }
  });

  it('answers 502 in the API error envelope when the API is down', async () => {
    const orphan = await startStaticServer({
      name: 'orphan',
      root: dist,
      port: 0,
      apiUpstream: 'http://127.0.0.1:1',
    });
    try {
      const response = await fetch(`${orphan.url}/api/health`);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ success: false, errors: {} });
    } finally {
      await orphan.close();
    }
  });

  it('refuses to start without a build', () => {
    expect(() => startStaticServer({ name: 'x', root: path.join(dist, 'assets'), port: 0 })).toThrow(
      /Build the app first/,
    );
  });
});

describe('pages rendered by the server', () => {
  const template =
    '<!doctype html><html><head><meta name="description" content="Site"/><title>Site</title>' +
    '<script defer src="/main.js" fetchpriority="high"></script></head>' +
    '<body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>';

  it('puts the page in the root, its tags in place of the title and description, and its data at the end', () => {
    const html = withServerRender(template, {
      status: 200,
      head: '<title>News · Site</title><meta name="description" content="The latest news" />',
      body: '<main><h1>News</h1></main>',
      bodyEnd: '<script id="state" type="application/json">{}</script>',
    });
    expect(html).toBe(
      '<!doctype html><html><head><title>News · Site</title><meta name="description" content="The latest news" />\n' +
        '<script defer src="/page-boot.js" data-scripts="/main.js" data-preloads="[]"></script></head>' +
        `<body><div id="root" ${SERVER_RENDERED_ATTRIBUTE}=""><main><h1>News</h1></main></div>` +
        '<script id="state" type="application/json">{}</script>\n</body></html>',
    );
  });

  it('hands the page’s scripts and the remotes’ preloads to its boot script, which starts them after the first paint', () => {
    const html = withServerRender(
      template.replace(
        '</head>',
        '<script defer="defer" src="/518.abc.js" fetchpriority="high"></script></head>',
      ),
      { status: 200, head: '', body: '', bodyEnd: '' },
      [
        { href: 'https://cdn.example.org/public/mf-manifest.json', as: 'fetch' },
        { href: 'https://cdn.example.org/public/remoteEntry.js?a=1&b="2"', as: 'script' },
      ],
    );
    expect(html).not.toMatch(/<script[^>]*src="\/(main|518\.abc)\.js"/);
    const attribute = (name: string) =>
      (new RegExp(`<script defer src="/page-boot.js"[^>]* ${name}="([^"]*)"`).exec(html)?.[1] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&');
    expect(attribute('data-scripts')).toBe('/main.js /518.abc.js');
    expect(JSON.parse(attribute('data-preloads'))).toEqual([
      { href: 'https://cdn.example.org/public/mf-manifest.json', as: 'fetch' },
      { href: 'https://cdn.example.org/public/remoteEntry.js?a=1&b="2"', as: 'script' },
    ]);
  });

  it("keeps a page's text exactly, replacement patterns such as $& and $' included", () => {
    const html = withServerRender(template, {
      status: 200,
      head: "<title>$' and $&</title>",
      body: "<p>Costs $& more, $` less, $' too</p>",
      bodyEnd: '',
    });
    expect(html).toContain("<title>$' and $&</title>");
    expect(html).toContain("<p>Costs $& more, $` less, $' too</p>");
  });

  it("answers with the render's status and page, and with the page as built when the render gives up or fails", async () => {
    const renders: string[] = [];
    const root = mkdtempSync(path.join(tmpdir(), 'static-server-render-'));
    writeFileSync(path.join(root, 'index.html'), template);
    const server = await startStaticServer({
      name: 'shell',
      root,
      port: 0,
      runtimeConfig: { apiBaseUrl: '/api', remotes: {} },
      renderPage: (url) => {
        renders.push(url);
        if (url.startsWith('/missing')) {
          return Promise.resolve({
            status: 404,
            head: '<title>Not found</title>',
            body: '<h1>Not found</h1>',
            bodyEnd: '',
          });
        }
        if (url.startsWith('/broken')) return Promise.reject(new Error('render failed'));
        return Promise.resolve(undefined);
      },
    });
    try {
      const missing = await fetch(`${server.url}/missing?x=1`);
      expect(missing.status).toBe(404);
      // Compressed for a client that accepts it (Node's fetch asks for gzip and deflate, and undoes them).
      expect(missing.headers.get('content-encoding')).toBe('gzip');
      expect(missing.headers.get('vary')).toBe('Accept-Encoding');
      const page = await missing.text();
      expect(page).toContain(`${SERVER_RENDERED_ATTRIBUTE}=""><h1>Not found</h1>`);
      expect(page).toContain('<script id="runtime-config"');

      const left = await fetch(`${server.url}/login`);
      expect(left.status).toBe(200);
      expect(await left.text()).not.toContain(SERVER_RENDERED_ATTRIBUTE);

      const broken = await fetch(`${server.url}/broken`);
      expect(broken.status).toBe(200);
      expect(await broken.text()).not.toContain(SERVER_RENDERED_ATTRIBUTE);
      // The render sees the path with its query, as the router will.
      expect(renders).toEqual(['/missing?x=1', '/login', '/broken']);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, as the client accepts them', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('identity')).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });
});

describe('releases', () => {
  it('serves every release of the releases folder, including one made after the server started', async () => {
    const releases = mkdtempSync(path.join(tmpdir(), 'static-releases-'));
    const server = await startStaticServer({
      name: 'remote',
      root: dist,
      port: 0,
      remote: true,
      releasesRoot: releases,
    });
    try {
      expect((await fetch(`${server.url}/releases/1.0.0-abc/mf-manifest.json`)).status).toBe(404);

      const folder = path.join(releases, '1.0.0-abc');
      mkdirSync(folder);
      writeFileSync(path.join(folder, 'mf-manifest.json'), '{"name":"public_site"}');
      // Until its release.json is there, a folder is not a release.
      expect((await fetch(`${server.url}/releases/1.0.0-abc/mf-manifest.json`)).status).toBe(404);
      writeFileSync(path.join(folder, 'release.json'), '{}');

      const response = await fetch(`${server.url}/releases/1.0.0-abc/mf-manifest.json?v=1`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"name":"public_site"}');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');

      expect((await fetch(`${server.url}/releases/1.0.0-abc/missing.js`)).status).toBe(404);
      expect((await fetch(`${server.url}/releases/..%2F..%2Fetc/passwd`)).status).toBe(404);
      expect((await fetch(`${server.url}/releases/.staging-1/mf-manifest.json`)).status).toBe(404);
    } finally {
      await server.close();
      rmSync(releases, { recursive: true, force: true });
    }
  });
});
