/**
 * `npm run bench:web`: how heavy and how fast the home page is for a first-time visitor on a mid-range phone.
 *
 * Builds the frontends (unless `--no-build`), starts the API on a scratch embedded database and each
 * frontend server on its own port, then opens `/` in headless Chromium with Lighthouse's mobile throttling
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown, through the DevTools protocol) and
 * reports, for a cold cache:
 *
 * - the JavaScript bytes on the wire (compressed) fetched before the first paint, and in total;
 * - the length of the chain of requests that must happen one after another before the public site's page
 *   renders (the page's HTML counts as the first);
 * - First Contentful Paint and Largest Contentful Paint.
 *
 * Targets (the frontend platform's brief): ≤ 150 KB of compressed JavaScript for `/`, LCP ≤ 1.8 s.
 * A script, not a test: numbers vary with the machine, so nothing here fails a build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');
const ports = { api: 4300, shell: 8380, publicSite: 8381, authRemote: 8382, adminConsole: 8383 };
const local = (port: number) => `http://localhost:${port}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

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

interface Sample {
  jsBeforePaintKB: number;
  jsTotalKB: number;
  chain: number;
  fcpMs: number;
  lcpMs: number;
  timeline: { url: string; startMs: number; endMs: number; bytes: number }[];
}

/** Runs in the page once the home page has rendered. */
const MEASURE_IN_PAGE = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const lcp = window.__lcp;
  const resources = performance.getEntriesByType('resource');
  const scripts = resources.filter((r) => new URL(r.name).pathname.endsWith('.js'));
  const bytes = (list) => list.reduce((sum, r) => sum + (r.transferSize || r.encodedBodySize), 0);
  // Each request's depth is one more than the deepest request already finished when it started (the
  // navigation is depth 1); the chain is the deepest request that started before the largest paint.
  const nav = performance.getEntriesByType('navigation')[0];
  const nodes = [{ end: nav.responseEnd, depth: 1 }];
  let chain = 1;
  for (const r of [...resources].sort((a, b) => a.startTime - b.startTime)) {
    if (r.startTime > lcp) break;
    const parent = Math.max(1, ...nodes.filter((n) => n.end <= r.startTime).map((n) => n.depth));
    nodes.push({ end: r.responseEnd, depth: parent + 1 });
    chain = Math.max(chain, parent + 1);
  }
  return {
    jsBeforePaintKB: bytes(scripts.filter((r) => r.responseEnd <= paint)) / 1024,
    jsTotalKB: bytes(scripts) / 1024,
    chain,
    fcpMs: paint,
    lcpMs: lcp,
    timeline: [nav, ...resources].map((r) => ({
      url: r.name,
      startMs: Math.round(r.startTime),
      endMs: Math.round(r.responseEnd),
      bytes: r.encodedBodySize,
    })),
  };
})()`;

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
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);

    // IMPORTANT: passed as source text: tsx adds `__name(...)` helpers to functions it compiles, which do
    // not exist inside the page.
    return await page.evaluate<Sample>(MEASURE_IN_PAGE);
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

  const samples: Sample[] = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await measure());
  const pick = (key: Exclude<keyof Sample, 'timeline'>) => median(samples.map((s) => s[key]));
  if (process.argv.includes('--details')) {
    const typical = samples.find((s) => s.lcpMs === pick('lcpMs'))!;
    console.log('\nRequests of a typical run (ms from navigation start; compressed bytes):');
    for (const r of typical.timeline) {
      console.log(`${String(r.startMs).padStart(6)} → ${String(r.endMs).padStart(6)}  ${String(r.bytes).padStart(7)}  ${r.url}`);
    }
    console.log(`FCP ${Math.round(typical.fcpMs)} ms, LCP ${Math.round(typical.lcpMs)} ms`);
  }

  const result = {
    runs: RUNS,
    jsBeforeFirstPaintKB: Number(pick('jsBeforePaintKB').toFixed(1)),
    jsTotalKB: Number(pick('jsTotalKB').toFixed(1)),
    sequentialRequestsBeforeRemoteRenders: pick('chain'),
    fcpMs: Math.round(pick('fcpMs')),
    lcpMs: Math.round(pick('lcpMs')),
  };
  console.log('\nHome page, cold cache, Lighthouse mobile throttling (median of %d runs):', RUNS);
  console.table(result);
  console.log(
    `targets: JS for / ≤ 150 KB compressed: ${result.jsTotalKB <= 150 ? 'met' : 'MISSED'}; ` +
      `LCP ≤ 1800 ms: ${result.lcpMs <= 1800 ? 'met' : 'MISSED'}`,
  );
} finally {
  stopAll();
}
