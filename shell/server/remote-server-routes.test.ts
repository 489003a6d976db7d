import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as React from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_ROUTES_FILE } from '@party/tooling/server';
import { evaluateServerRoutes, RemoteServerRoutes } from './remote-server-routes';

/** A remote's server build, as webpack writes it: CommonJS that requires the shared modules. */
const build = (release: string) => `
  const react = require('react');
  module.exports = { release: ${JSON.stringify(release)}, react, file: __remote_base__ + 'assets/a.pdf' };
`;

let server: http.Server;
let origin: string;
let release = '1.0.0';
let requests: { url: string; ifNoneMatch: string | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] });
    if (req.url !== `/public/${SERVER_ROUTES_FILE}`) return void res.writeHead(404).end();
    const etag = `"${release}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.writeHead(200, { ETag: etag, 'Content-Type': 'application/javascript' }).end(build(release));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('evaluateServerRoutes', () => {
  it("gives the build this server's shared modules and the remote's address", () => {
    const module = evaluateServerRoutes(
      build('2.0.0'),
      'https://cdn.example.org/public/',
      'routes.cjs',
    ) as Record<string, unknown>;
    expect(module.react).toBe(React);
    expect(module.file).toBe('https://cdn.example.org/public/assets/a.pdf');
  });

  it('refuses a build that needs a module the host does not share', () => {
    expect(() => evaluateServerRoutes("require('node:fs')", 'https://x/', 'routes.cjs')).toThrow(
      /needs "node:fs", which the host does not share/,
    );
  });
});

describe('RemoteServerRoutes', () => {
  it('loads a build once, asks again only after a while, and takes a new release when there is one', async () => {
    let now = 0;
    const builds = new RemoteServerRoutes(() => now);
    requests = [];
    const first = (await builds.get(`${origin}/public/mf-manifest.json`)) as {
      release: string;
      file: string;
    };
    expect(first.release).toBe('1.0.0');
    expect(first.file).toBe(`${origin}/public/assets/a.pdf`);
    expect(await builds.get(`${origin}/public/mf-manifest.json`)).toBe(first);
    expect(requests).toHaveLength(1);

    now += 10_000;
    expect(await builds.get(`${origin}/public/mf-manifest.json`)).toBe(first);
    expect(requests[1]).toEqual({ url: `/public/${SERVER_ROUTES_FILE}`, ifNoneMatch: '"1.0.0"' });

    release = '1.1.0';
    now += 10_000;
    expect(await builds.get(`${origin}/public/mf-manifest.json`)).toMatchObject({ release: '1.1.0' });
  });

  it('has nothing for a remote without a server build, or one it cannot reach, and says so once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let now = 0;
      const builds = new RemoteServerRoutes(() => now);
      expect(await builds.get(`${origin}/auth/mf-manifest.json`)).toBeUndefined();
      const closed = 'http://127.0.0.1:9/mf-manifest.json';
      expect(await builds.get(closed)).toBeUndefined();
      now += 10_000;
      expect(await builds.get(closed)).toBeUndefined();
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
  });
});
