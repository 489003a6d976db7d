/**
 * `npm run bench:web`: how fast the public pages are for a first-time visitor on a mid-range phone.
 *
 * Builds the frontends (unless `--no-build`), starts the API with the demo content on a scratch embedded
 * database and each frontend server on its own port, then:
 *
 * - measures the public pages with Lighthouse's default configuration (mobile, simulated throttling;
 *   lighthouse.ts), `BENCH_RUNS` times each (default 3), and prints the medians as a Markdown table with the
 *   targets (LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.05), then for each page that misses one, its LCP element and
 *   Lighthouse's largest opportunities;
 * - weighs the JavaScript `/` needs and counts its chain of requests (home-weight.ts; target ≤ 150 KB gzip).
 *
 * `--page /path` (repeatable) measures only the pages named, skipping the JavaScript weighing of `/`.
 *
 * `--details` also prints the findings of every page and the requests of a typical visit of `/`, and keeps
 * each page's typical Lighthouse report (HTML and JSON) in a temporary folder. A benchmark, not a test:
 * numbers vary with the machine, so a missed target never fails it; it exits non-zero only when it could
 * not measure. It stops every server and browser it started, also on Ctrl-C.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { generateReport, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, measureHomeWeight } from './home-weight';
import {
  figuresOf,
  findings,
  killLighthouseBrowsers,
  missedTargets,
  resultsTable,
  runLighthouse,
  type Figures,
  type PageResult,
} from './lighthouse';
import { median } from '@party/api/bench/stats';
import { apiUrl, build, isStopping, local, ports, startSite, stopAll } from './topology';

const runsSetting = Number(process.env.BENCH_RUNS ?? 3);
const RUNS = Number.isInteger(runsSetting) && runsSetting > 0 ? runsSetting : 3;
const DETAILS = process.argv.includes('--details');
/** The pages named by `--page /path` (repeatable); none names every page. */
const ONLY_PAGES = process.argv.flatMap((arg, index, all) =>
  arg === '--page' && all[index + 1] ? [all[index + 1]!] : [],
);
const site = local(ports.shell);

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and browsers`);
    killLighthouseBrowsers();
    void stopAll().finally(() => {
      // A browser launched while the servers stopped.
      killLighthouseBrowsers();
      process.exit(code);
    });
  });
}

/** The newest article's address, as the news list gives it. */
async function newestArticle(): Promise<string> {
  const response = await fetch(`${apiUrl}/api/news?limit=1`);
  const body = (await response.json()) as { data?: { id: string }[] };
  const id = body.data?.[0]?.id;
  if (!id) throw new Error(`GET /api/news?limit=1 answered ${response.status} without an article`);
  return `/news/${id}`;
}

/**
 * Opens each page once, unthrottled, and says which did not render a heading with words in it: Lighthouse would measure an
 * error page as readily as the page itself.
 */
async function checkPagesRender(paths: readonly string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    for (const pagePath of paths) {
      await page.goto(`${site}${pagePath}`);
      // A page's heading may be empty while its record loads: wait for words in it.
      const heading = await page
        .locator('main h1', { hasText: /\S/ })
        .first()
        .textContent({ timeout: 20_000 })
        .then((text) => text?.trim() ?? '')
        .catch(() => null);
      if (heading === null) console.warn(`warning: ${pagePath} showed no heading within 20 s`);
      else if (DETAILS) console.log(`${pagePath}: "${heading}"`);
    }
  } finally {
    await browser.close();
  }
}

/** Lighthouse's measure of the host's speed at each run: it falls when something else takes the CPU. */
const benchmarkIndexes: number[] = [];

async function measurePage(pagePath: string): Promise<PageResult> {
  const runs: { lhr: Result; figures: Figures }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (isStopping()) throw new Error('stopped');
    const lhr = await runLighthouse(`${site}${pagePath}`);
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    runs.push({ lhr, figures: figuresOf(lhr) });
  }
  const figures = Object.fromEntries(
    (Object.keys(runs[0]!.figures) as (keyof Figures)[]).map((key) => [
      key,
      median(runs.map((r) => r.figures[key])),
    ]),
  ) as unknown as Figures;
  const byLcp = [...runs].sort((a, b) => a.figures.lcpMs - b.figures.lcpMs);
  const typical = byLcp[Math.floor((byLcp.length - 1) / 2)]!.lhr;
  const lcps = byLcp.map((r) => (r.figures.lcpMs / 1000).toFixed(2)).join(', ');
  console.log(`${pagePath}: LCP of each run ${lcps} s`);
  return { path: pagePath, figures, typical };
}

async function weighHome() {
  console.log(`\nweighing the JavaScript of / (${RUNS} visits)…`);
  return measureHomeWeight(`${site}/`, RUNS, DETAILS);
}

try {
  if (!process.argv.includes('--no-build')) await build();
  console.log('starting the API (demo content) and the frontend servers…');
  await startSite();
  const everyPage = [
    '/',
    '/news',
    await newestArticle(),
    '/projects',
    '/gallery',
    '/about',
    '/executives/ward',
    '/login',
  ];
  const pages = ONLY_PAGES.length > 0 ? ONLY_PAGES : everyPage;
  await checkPagesRender(pages);

  const weight = ONLY_PAGES.length > 0 ? null : await weighHome();

  console.log(`\nLighthouse, ${RUNS} runs per page…`);
  const results: PageResult[] = [];
  for (const pagePath of pages) {
    try {
      results.push(await measurePage(pagePath));
    } catch (error) {
      if (isStopping()) throw error;
      console.error(`${pagePath}: not measured: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (results.length === 0) throw new Error('no page could be measured');

  const first = results[0]!.typical;
  const cpu = os.cpus();
  const [slowest, fastest] = [Math.min(...benchmarkIndexes), Math.max(...benchmarkIndexes)];
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, default mobile simulation (simulated throttling), median of ` +
      `${RUNS} runs; ${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model.trim()}), ` +
      `Chromium ${first.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?'}, ` +
      `Lighthouse benchmark index ${Math.round(slowest)}–${Math.round(fastest)}, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}:\n`,
  );
  if (slowest < fastest * 0.7) {
    console.warn(
      'warning: the host was busy during some runs (the benchmark index fell by more than 30 %): ' +
        'those runs are slower than the site is.',
    );
  }
  console.log(resultsTable(results));

  const missing = results.filter((result) => missedTargets(result.figures).length > 0);
  for (const result of DETAILS ? results : missing) {
    console.log(`\n${result.path} (${missedTargets(result.figures).join(', ') || 'all targets met'}):`);
    for (const line of findings(result)) console.log(`  ${line}`);
  }
  if (DETAILS) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'party-bench-lighthouse-'));
    for (const result of results) {
      const name = result.path === '/' ? 'home' : result.path.slice(1).replaceAll('/', '-');
      writeFileSync(path.join(dir, `${name}.html`), generateReport(result.typical, 'html'));
      writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(result.typical));
    }
    console.log(`\nLighthouse reports of the typical runs: ${dir}`);
  }

  if (weight) {
    console.log(`\nJavaScript of / (DevTools throttling, median of ${RUNS} visits):`);
    console.table(weight);
    console.log(
      `target: JS for / ≤ 150 KB gzip (before the largest paint): ` +
        `${weight.jsBeforeLargestPaintGzipKB <= 150 ? 'met' : 'MISSED'}`,
    );
  }
} catch (error) {
  if (!isStopping()) {
    console.error(`bench:web could not measure: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
} finally {
  killLighthouseBrowsers();
  await stopAll();
}
