/**
 * `npm run bench:web`: how heavy and how fast the home page is for a first-time visitor on a mid-range phone.
 *
 * Builds the frontends (unless `--no-build`), starts the API on a scratch embedded database and each
 * frontend server on its own port, then opens `/` in headless Chromium with Lighthouse's mobile throttling
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown, through the DevTools protocol) and
 * reports, for a cold cache:
 *
 * - the JavaScript fetched before the first paint, before the largest paint (what `/` needs to show), and in
 *   all (with what loads after the page, such as the account menu's remote), in gzip bytes as a server
 *   sending gzip puts them on the wire, and before the largest paint also as Chromium received them
 *   (brotli);
 * - the length of the chain of requests that must happen one after another before the public site's page
 *   renders (the page's HTML counts as the first);
 * - First Contentful Paint and Largest Contentful Paint.
 *
 * Targets (the frontend platform's brief): ≤ 150 KB of gzip JavaScript for `/`, LCP ≤ 1.8 s.
 * `--details` also prints the requests of a typical run. A script, not a test: numbers vary with the
 * machine, so nothing here fails a build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');
const ports = { api: 4300, shell: 8380, publicSite: 8381, authRemote: 8382, adminConsole: 8383 };
const local = (port: number) => `http://localhost:${port}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** How long after its load event the page is left to render before it is read. */
const SETTLE_MS = 6000;

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'party-bench-web-'));

function start(cwd: string, command: string[], env: Record<string, string>) {
  const [program, ...args] = command;
  const child = spawn(program!, args, {
    cwd: path.join(root, cwd),
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  children.push(child);
}

async function waitFor(url: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 90 s`);
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

interface Request {
  url: string;
  startMs: number;
  endMs: number;
  /** Compressed bytes as received (brotli where the browser offers it). */
  bytes: number;
}

interface Sample {
  chain: number;
  fcpMs: number;
  lcpMs: number;
  /** The navigation, then every resource, in the order they started. */
  timeline: Request[];
}

/** Runs in the page once the home page has rendered. */
const MEASURE_IN_PAGE = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const lcp = window.__lcp;
  const resources = [...performance.getEntriesByType('resource')].sort((a, b) => a.startTime - b.startTime);
  // Each request's depth is one more than the deepest request already finished when it started (the
  // navigation is depth 1); the chain is the deepest request that started before the largest paint.
  const nav = performance.getEntriesByType('navigation')[0];
  const nodes = [{ end: nav.responseEnd, depth: 1 }];
  let chain = 1;
  for (const r of resources) {
    if (r.startTime > lcp) break;
    const parent = Math.max(1, ...nodes.filter((n) => n.end <= r.startTime).map((n) => n.depth));
    nodes.push({ end: r.responseEnd, depth: parent + 1 });
    chain = Math.max(chain, parent + 1);
  }
  return {
    chain,
    fcpMs: paint,
    lcpMs: lcp,
    timeline: [nav, ...resources].map((r) => ({
      url: r.name,
      startMs: r.startTime,
      endMs: r.responseEnd,
      bytes: r.encodedBodySize,
    })),
  };
})()`;

const isScript = (request: Request) => new URL(request.url).pathname.endsWith('.js');

/** The size of a file as a server sending gzip puts it on the wire (the brief's measure). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let total = 0;
        response.on('data', (chunk: Buffer) => (total += chunk.length));
        response.on('end', () => resolve(total));
      })
      .on('error', reject);
  });
}

async function measure(): Promise<Sample> {
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });

    await page.goto(`${local(ports.shell)}/`, { waitUntil: 'load' });
    // IMPORTANT: the page is left alone while it renders (polling it with evaluate calls or locators takes
    // main-thread time its paints would be charged for); it is read once it has settled.
    await page.waitForTimeout(SETTLE_MS);
    if (!(await page.evaluate<boolean>(`Boolean(document.querySelector('main h1'))`))) {
      throw new Error(`the home page did not render within ${SETTLE_MS / 1000} s of its load event`);
    }

    // IMPORTANT: passed as source text: tsx adds `__name(...)` helpers to functions it compiles, which do
    // not exist inside the page.
    return await page.evaluate<Sample>(MEASURE_IN_PAGE);
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

try {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  start('api', [process.execPath, 'dist/server.js'], {
    PORT: String(ports.api),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    CORS_ORIGINS: Object.values(ports).map(local).join(','),
  });
  await waitFor(`${apiUrl}/api/health`);
  const frontend = (dir: string, port: number, env: Record<string, string> = {}) =>
    start(dir, [process.execPath, '--import', 'tsx', 'server.ts'], {
      PORT: String(port),
      API_URL: apiUrl,
      ...env,
    });
  frontend('public-site', ports.publicSite);
  frontend('auth-remote', ports.authRemote);
  frontend('admin-console', ports.adminConsole);
  frontend('shell', ports.shell, {
    PUBLIC_SITE_URL: local(ports.publicSite),
    AUTH_REMOTE_URL: local(ports.authRemote),
    ADMIN_CONSOLE_URL: local(ports.adminConsole),
  });
  await Promise.all(
    Object.entries(ports)
      .filter(([name]) => name !== 'api')
      .map(([, port]) => waitFor(`http://127.0.0.1:${port}/`)),
  );

  // As on a running site, the shell's server has read the remotes' manifests for its preload hints
  // (remote-hints.ts) before the measured visits; it does so in the background after its first pages.
  const hinted = () =>
    fetch(`${local(ports.shell)}/`).then(async (r) => (await r.text()).includes('as="script"'));
  for (let tries = 0; tries < 20 && !(await hinted()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const samples: Sample[] = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await measure());

  const gzip = new Map<string, number>();
  for (const request of samples.flatMap((sample) => sample.timeline).filter(isScript)) {
    if (!gzip.has(request.url)) gzip.set(request.url, await gzipBytes(request.url));
  }
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  const scriptsBy = (sample: Sample, ms: number) =>
    sample.timeline.filter((request) => isScript(request) && request.endMs <= ms);
  const figures = samples.map((sample) => {
    const beforeLcp = scriptsBy(sample, sample.lcpMs);
    return {
      jsBeforeFirstPaintGzipKB: kb(sum(scriptsBy(sample, sample.fcpMs).map((r) => gzip.get(r.url)!))),
      jsBeforeLargestPaintGzipKB: kb(sum(beforeLcp.map((r) => gzip.get(r.url)!))),
      jsBeforeLargestPaintAsReceivedKB: kb(sum(beforeLcp.map((r) => r.bytes))),
      jsInAllGzipKB: kb(sum(scriptsBy(sample, Infinity).map((r) => gzip.get(r.url)!))),
      sequentialRequestsBeforeRemoteRenders: sample.chain,
      fcpMs: Math.round(sample.fcpMs),
      lcpMs: Math.round(sample.lcpMs),
    };
  });
  const result = Object.fromEntries(
    Object.keys(figures[0]!).map((key) => [
      key,
      median(figures.map((f) => f[key as keyof (typeof figures)[0]])),
    ]),
  ) as (typeof figures)[0];

  if (process.argv.includes('--details')) {
    const typical = samples[figures.findIndex((f) => f.lcpMs === result.lcpMs)]!;
    console.log('\nRequests of a typical run (ms from navigation start; bytes as received, gzip):');
    for (const r of typical.timeline) {
      const size = `${String(r.bytes).padStart(7)} ${String(gzip.get(r.url) ?? '').padStart(7)}`;
      console.log(
        `${Math.round(r.startMs).toString().padStart(6)} → ${Math.round(r.endMs).toString().padStart(6)}  ${size}  ${r.url}`,
      );
    }
    console.log(`FCP ${Math.round(typical.fcpMs)} ms, LCP ${Math.round(typical.lcpMs)} ms`);
  }

  console.log('\nHome page, cold cache, Lighthouse mobile throttling (median of %d runs):', RUNS);
  console.table(result);
  const lcps = figures.map((f) => f.lcpMs).sort((a, b) => a - b);
  console.log(`LCP of each run: ${lcps.join(', ')} ms (fastest to slowest)`);
  console.log(
    `targets: JS for / ≤ 150 KB gzip (before the largest paint): ` +
      `${result.jsBeforeLargestPaintGzipKB <= 150 ? 'met' : 'MISSED'}; ` +
      `LCP ≤ 1800 ms: ${result.lcpMs <= 1800 ? 'met' : 'MISSED'}`,
  );
} finally {
  stopAll();
}
