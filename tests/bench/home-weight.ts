/**
 * How much JavaScript the home page needs and how many requests happen one after another before it shows,
 * for a first-time visitor: `/` in headless Chromium with Lighthouse's mobile throttling applied through the
 * DevTools protocol (150 ms round trip, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown), cold cache.
 *
 * Lighthouse (lighthouse.ts) gives the page's timings; this gives what they are made of: the JavaScript
 * fetched before the first paint, before the largest paint and in all (with what loads after the page, such
 * as the account menu's remote), in gzip bytes as a server sending gzip puts them on the wire, and before the
 * largest paint also as Chromium received them (brotli).
 */
import http from 'node:http';
import { chromium } from '@playwright/test';
import { median } from '@party/api/bench/stats';

/** How long after its load event the page is left to render before it is read. */
const SETTLE_MS = 6000;

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

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

async function measure(url: string): Promise<Sample> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
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

    await page.goto(url, { waitUntil: 'load' });
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

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

export interface HomeWeight {
  jsBeforeFirstPaintGzipKB: number;
  jsBeforeLargestPaintGzipKB: number;
  jsBeforeLargestPaintAsReceivedKB: number;
  jsInAllGzipKB: number;
  sequentialRequestsBeforeRemoteRenders: number;
}

/** Medians of `runs` cold visits of `url`; `details` prints the requests of a typical run. */
export async function measureHomeWeight(url: string, runs: number, details: boolean): Promise<HomeWeight> {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measure(url));

  const gzip = new Map<string, number>();
  for (const request of samples.flatMap((sample) => sample.timeline).filter(isScript)) {
    if (!gzip.has(request.url)) gzip.set(request.url, await gzipBytes(request.url));
  }
  const scriptsBy = (sample: Sample, ms: number) =>
    sample.timeline.filter((request) => isScript(request) && request.endMs <= ms);
  const figures: HomeWeight[] = samples.map((sample) => {
    const beforeLcp = scriptsBy(sample, sample.lcpMs);
    return {
      jsBeforeFirstPaintGzipKB: kb(sum(scriptsBy(sample, sample.fcpMs).map((r) => gzip.get(r.url)!))),
      jsBeforeLargestPaintGzipKB: kb(sum(beforeLcp.map((r) => gzip.get(r.url)!))),
      jsBeforeLargestPaintAsReceivedKB: kb(sum(beforeLcp.map((r) => r.bytes))),
      jsInAllGzipKB: kb(sum(scriptsBy(sample, Infinity).map((r) => gzip.get(r.url)!))),
      sequentialRequestsBeforeRemoteRenders: sample.chain,
    };
  });
  const result = Object.fromEntries(
    Object.keys(figures[0]!).map((key) => [key, median(figures.map((f) => f[key as keyof HomeWeight]))]),
  ) as unknown as HomeWeight;

  if (details) {
    const byLcp = [...samples].sort((a, b) => a.lcpMs - b.lcpMs);
    const typical = byLcp[Math.floor((byLcp.length - 1) / 2)]!;
    console.log('\nRequests of a typical visit of / (ms from navigation start; bytes as received, gzip):');
    for (const r of typical.timeline) {
      const size = `${String(r.bytes).padStart(7)} ${String(gzip.get(r.url) ?? '').padStart(7)}`;
      console.log(
        `${Math.round(r.startMs).toString().padStart(6)} → ${Math.round(r.endMs).toString().padStart(6)}  ${size}  ${r.url}`,
      );
    }
    console.log(
      `FCP ${Math.round(typical.fcpMs)} ms, LCP ${Math.round(typical.lcpMs)} ms (DevTools throttling, observed)`,
    );
  }
  return result;
}
