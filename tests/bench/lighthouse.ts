/**
 * Lighthouse's own measurement of a page: its default configuration, which simulates a mid-range phone on a
 * slow 4G connection (Moto G Power screen, 150 ms round trip, 1.6 Mbps down, 4× CPU slowdown, simulated
 * throttling: the page loads unthrottled and Lighthouse computes the throttled timings from what it saw).
 * Each run has a Chromium of its own, with a cold cache.
 */
import { launch, killAll } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './home-weight';

/** Kills every Chromium started by `runLighthouse` (synchronous: usable from a signal handler). */
export const killLighthouseBrowsers = () => void killAll();

export async function runLighthouse(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    // The benchmark stops its browsers itself on Ctrl-C, with its servers.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = runner;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** The figures the table shows for one run (times in ms, scores out of 100). */
export interface Figures {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  performance: number;
  accessibility: number;
}

export const TARGETS = { lcpMs: 1800, tbtMs: 150, cls: 0.05 } as const;

export function figuresOf(lhr: Result): Figures {
  const value = (id: string) => {
    const audit = lhr.audits[id];
    if (audit?.numericValue === undefined)
      throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
    return audit.numericValue;
  };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    speedIndexMs: value('speed-index'),
    performance: score('performance'),
    accessibility: score('accessibility'),
  };
}

/** The targets a page misses, by name (empty when it meets them all). */
export function missedTargets(figures: Figures): string[] {
  const missed: string[] = [];
  if (figures.lcpMs > TARGETS.lcpMs) missed.push('LCP');
  if (figures.tbtMs > TARGETS.tbtMs) missed.push('TBT');
  if (figures.cls > TARGETS.cls) missed.push('CLS');
  return missed;
}

export interface PageResult {
  path: string;
  /** Medians of the runs. */
  figures: Figures;
  /** The run whose LCP is the median one: what the findings are read from. */
  typical: Result;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A Markdown table whose columns are padded, as Prettier writes them. */
export function markdownTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...row[column]!].length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

export function resultsTable(results: readonly PageResult[]): string {
  const header = [
    'page',
    'LCP ≤ 1.8 s',
    'TBT ≤ 150 ms',
    'CLS ≤ 0.05',
    'FCP',
    'Speed Index',
    'performance',
    'accessibility',
    'targets',
  ];
  const rows = results.map(({ path, figures: f }) => {
    const missed = missedTargets(f);
    return [
      `\`${path}\``,
      seconds(f.lcpMs),
      `${Math.round(f.tbtMs)} ms`,
      f.cls.toFixed(3),
      seconds(f.fcpMs),
      seconds(f.speedIndexMs),
      String(Math.round(f.performance)),
      String(Math.round(f.accessibility)),
      missed.length === 0 ? '✓' : `✗ ${missed.join(', ')}`,
    ];
  });
  return markdownTable([header, ...rows]);
}

// The LHR's `details` are a union of many shapes; the findings only walk them for a few known fields.
type Loose = Record<string, unknown>;
const asList = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);
const detailsOf = (lhr: Result, id: string) => (lhr.audits[id]?.details ?? {}) as unknown as Loose;

/** An element as Lighthouse shows it: its opening tag, then the start of its text. */
const nodeName = (node: Loose) =>
  `${String(node.snippet)} "${String(node.nodeLabel).replace(/\s+/g, ' ').slice(0, 60)}"`;

/** The page's largest contentful paint element as Lighthouse names it, and the parts of its time. */
export function lcpElement(lhr: Result): { label: string; breakdown: string } {
  const parts = asList(detailsOf(lhr, 'lcp-breakdown-insight').items);
  const node = parts.find((part) => part.type === 'node');
  const table = parts.find((part) => part.type === 'table');
  const label = node ? `${nodeName(node)} (${String(node.selector)})` : 'none reported';
  const breakdown = asList(table?.items)
    .map((item) => `${String(item.label)} ${Math.round(Number(item.duration))} ms`)
    .join(', ');
  return { label, breakdown };
}

const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/(localhost|127\.0\.0\.1):/, ':');

/** The longest chain of requests Lighthouse found, as `url → url → …`. */
function longestChain(lhr: Result): string {
  const sections = asList(detailsOf(lhr, 'network-dependency-tree-insight').items);
  const tree = sections.find((section) => (section.value as Loose | undefined)?.type === 'network-tree');
  const value = (tree?.value ?? {}) as Loose;
  const hops: string[] = [];
  let level = (value.chains ?? {}) as Record<string, Loose>;
  for (;;) {
    const next = Object.values(level).find((node) => node.isLongest);
    if (!next) break;
    hops.push(shortUrl(next.url));
    level = (next.children ?? {}) as Record<string, Loose>;
  }
  const duration = Number((value.longestChain as Loose | undefined)?.duration ?? 0);
  return hops.length ? `${hops.join(' → ')} (${Math.round(duration)} ms unthrottled)` : '';
}

/**
 * What Lighthouse suggests for a page: the insights and diagnostics of the performance category that do not
 * pass, the largest estimated saving first, each with the detail that says where to look.
 */
export function opportunities(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const failing = refs
    .filter((ref) => ref.group === 'insights' || ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9);
  const saving = (audit: (typeof failing)[0]) => {
    const s = audit.metricSavings ?? {};
    return (s.LCP ?? 0) + (s.TBT ?? 0) + (s.FCP ?? 0) + (s.CLS ?? 0) * 10_000;
  };
  return failing
    .sort((a, b) => saving(b) - saving(a))
    .map((audit) => {
      const savings = Object.entries(audit.metricSavings ?? {})
        .filter(([, ms]) => ms)
        .map(([metric, ms]) => (metric === 'CLS' ? `${metric} −${ms}` : `${metric} −${ms} ms`))
        .join(', ');
      const head = [audit.title, audit.displayValue, savings && `est. ${savings}`].filter(Boolean).join('; ');
      const details = detailsOf(lhr, audit.id);
      const items = asList(details.items);
      const rows = asList(items.find((item) => item.type === 'table')?.items);
      const checklist = [details, ...items].find((part) => part.type === 'checklist')?.items;
      let where = '';
      if (audit.id === 'network-dependency-tree-insight') where = longestChain(lhr);
      else if (checklist)
        // Insights such as LCP request discovery and document latency: the checks that fail.
        where = Object.values(checklist as Record<string, Loose>)
          .filter((check) => check.value === false)
          .map((check) => String(check.label))
          .join('; ');
      else if (audit.id === 'cls-culprits-insight')
        where = rows
          .filter((row) => (row.node as Loose | undefined)?.type === 'node')
          .slice(0, 3)
          .map((row) => `${nodeName(row.node as Loose)} ${Number(row.score).toFixed(3)}`)
          .join(', ');
      else if (audit.id === 'forced-reflow-insight')
        where = rows
          .slice(0, 3)
          .map((row) => {
            const source = row.source as Loose;
            return `${shortUrl(source.url ?? source.value)} ${Math.round(Number(row.reflowTime))} ms`;
          })
          .join(', ');
      else if (audit.id === 'bootup-time' || audit.id === 'render-blocking-insight')
        where = items
          .slice(0, 4)
          .map((item) => `${shortUrl(item.url)} ${Math.round(Number(item.total ?? item.wastedMs))} ms`)
          .join(', ');
      else if (audit.id === 'mainthread-work-breakdown')
        where = items
          .slice(0, 4)
          .map((item) => `${String(item.groupLabel)} ${Math.round(Number(item.duration))} ms`)
          .join(', ');
      else if (audit.id === 'unused-javascript')
        where = items
          .slice(0, 3)
          .map((item) => `${shortUrl(item.url)} ${Math.round(Number(item.wastedBytes) / 1024)} KiB`)
          .join(', ');
      return where ? `${head} — ${where}` : head;
    });
}

/** The findings printed under the table for one page. */
export function findings(result: PageResult): string[] {
  const { label, breakdown } = lcpElement(result.typical);
  const lines = [`LCP element: ${label}`];
  if (breakdown) lines.push(`LCP breakdown (observed, unthrottled): ${breakdown}`);
  for (const opportunity of opportunities(result.typical)) lines.push(`- ${opportunity}`);
  return lines;
}
