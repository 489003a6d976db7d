import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  findings,
  markdownTable,
  missedTargets,
  resultsTable,
  type Figures,
  type PageResult,
} from './lighthouse';

// The parts of a Lighthouse result the benchmark reads, in the shapes Lighthouse 13.5 writes them.
function lhr(values: { lcp: number; tbt: number; cls: number }): Result {
  const metric = (numericValue: number) => ({ numericValue, score: 1 });
  return {
    finalDisplayedUrl: 'http://localhost:8380/news',
    categories: {
      performance: {
        score: 0.61,
        auditRefs: [
          { id: 'largest-contentful-paint', group: 'metrics' },
          { id: 'bootup-time', group: 'diagnostics' },
          { id: 'lcp-discovery-insight', group: 'insights' },
          { id: 'render-blocking-insight', group: 'insights' },
        ],
      },
      accessibility: { score: 0.97, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': metric(values.lcp),
      'total-blocking-time': metric(values.tbt),
      'cumulative-layout-shift': metric(values.cls),
      'first-contentful-paint': metric(2400),
      'speed-index': metric(2600),
      'lcp-breakdown-insight': {
        score: 1,
        details: {
          type: 'list',
          items: [
            {
              type: 'table',
              items: [
                { subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 34.2 },
                { subpart: 'elementRenderDelay', label: 'Element render delay', duration: 771.8 },
              ],
            },
            {
              type: 'node',
              selector: 'header > p.pui-page__subtitle',
              snippet: '<p class="pui-page__subtitle">',
              nodeLabel: 'The latest news from the constituency',
            },
          ],
        },
      },
      'bootup-time': {
        id: 'bootup-time',
        title: 'Reduce JavaScript execution time',
        score: 0,
        displayValue: '1.6 s',
        metricSavings: { TBT: 600 },
        details: {
          type: 'table',
          items: [
            { url: 'http://localhost:8380/518.js', total: 1066.6 },
            { url: 'http://localhost:8380/main.js', total: 295.3 },
          ],
        },
      },
      'lcp-discovery-insight': {
        id: 'lcp-discovery-insight',
        title: 'LCP request discovery',
        score: 0,
        metricSavings: { LCP: 900 },
        details: {
          type: 'list',
          items: [
            {
              type: 'checklist',
              items: {
                priorityHinted: { label: 'fetchpriority=high should be applied', value: false },
                eagerlyLoaded: { label: 'LCP resources should not use loading=lazy', value: true },
              },
            },
          ],
        },
      },
      // Passes: not an opportunity.
      'render-blocking-insight': {
        id: 'render-blocking-insight',
        title: 'Render-blocking requests',
        score: 1,
        details: { type: 'table', items: [] },
      },
    },
  } as unknown as Result;
}

const page = (path: string, figures: Figures, typical: Result): PageResult => ({ path, figures, typical });

describe('the web benchmark', () => {
  it('reads the metrics and the scores out of 100 from a Lighthouse result', () => {
    expect(figuresOf(lhr({ lcp: 3161.3, tbt: 607, cls: 0.005 }))).toEqual({
      lcpMs: 3161.3,
      tbtMs: 607,
      cls: 0.005,
      fcpMs: 2400,
      speedIndexMs: 2600,
      performance: 61,
      accessibility: 97,
    });
  });

  it('names the targets a page misses, a value on a target meeting it', () => {
    const base = figuresOf(lhr({ lcp: 1800, tbt: 150, cls: 0.05 }));
    expect(missedTargets(base)).toEqual([]);
    expect(missedTargets({ ...base, lcpMs: 1801, cls: 0.051 })).toEqual(['LCP', 'CLS']);
    expect(missedTargets({ ...base, tbtMs: 151 })).toEqual(['TBT']);
  });

  it('prints a Markdown table with the targets in its header and a verdict per page', () => {
    const fast = lhr({ lcp: 1500, tbt: 40, cls: 0 });
    const slow = lhr({ lcp: 3161.3, tbt: 607, cls: 0.005 });
    const lines = resultsTable([
      page('/', figuresOf(fast), fast),
      page('/news', figuresOf(slow), slow),
    ]).split('\n');
    expect(lines[0]).toMatch(/^\| page +\| LCP ≤ 1\.8 s \| TBT ≤ 150 ms \| CLS ≤ 0\.05 \|/);
    expect(lines[1]).toMatch(/^\| -+ \| -+ \|/);
    expect(lines[2]).toMatch(/^\| `\/` +\| 1\.50 s +\| 40 ms +\| 0\.000 +\|.*\| ✓ +\|$/);
    expect(lines[3]).toMatch(
      /^\| `\/news` +\| 3\.16 s +\| 607 ms +\| 0\.005 +\|.*\| 61 +\| 97 +\| ✗ LCP, TBT \|$/,
    );
    // Every row as wide as the header, as Prettier would leave it.
    expect(new Set(lines.map((line) => [...line].length)).size).toBe(1);
  });

  it('pads cells by characters, not bytes', () => {
    expect(
      markdownTable([
        ['a', 'b'],
        ['✓', 'xyz'],
      ]),
    ).toBe('| a | b   |\n| - | --- |\n| ✓ | xyz |');
  });

  it('reports the LCP element and the failing insights, the largest saving first', () => {
    const slow = lhr({ lcp: 3161.3, tbt: 607, cls: 0.005 });
    expect(findings(page('/news', figuresOf(slow), slow))).toEqual([
      'LCP element: <p class="pui-page__subtitle"> "The latest news from the constituency" (header > p.pui-page__subtitle)',
      'LCP breakdown (observed, unthrottled): Time to first byte 34 ms, Element render delay 772 ms',
      '- LCP request discovery; est. LCP −900 ms — fetchpriority=high should be applied',
      '- Reduce JavaScript execution time; 1.6 s; est. TBT −600 ms — :8380/518.js 1067 ms, :8380/main.js 295 ms',
    ]);
  });
});
