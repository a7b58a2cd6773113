import { describe, expect, it } from 'vitest';
import type { RunValues } from './lighthouse-values';
import {
  formatSpread,
  mergePageRows,
  missedGoals,
  renderPagesSection,
  rowMeetsGoals,
  scoredRow,
  spreadOf,
  type PageRow,
} from './page-results';

const run = (overrides: Partial<RunValues> = {}): RunValues => ({
  performance: 0.98,
  accessibility: 1,
  lcpMs: 1800,
  tbtMs: 120,
  cls: 0,
  finalPath: '/power',
  failedA11y: [],
  benchmarkIndex: 2000,
  ...overrides,
});

const measuredAt = '2026-11-28T22:50:00.000Z';

describe('a page’s Lighthouse runs', () => {
  it('give the median and the spread of each figure', () => {
    expect(spreadOf([3, 1, 2, 5, 4])).toEqual({ median: 3, min: 1, max: 5 });
    expect(spreadOf([4, 1])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(spreadOf([]).median).toBeNaN();
    expect(formatSpread({ median: 0.4, min: 0.38, max: 0.45 }, 2)).toBe('0.4 (0.38–0.45)');
    expect(formatSpread({ median: 1539.4, min: 1539.4, max: 1539.4 }, 0, 'ms')).toBe('1,539 ms');
  });

  it('meet the goals on the medians, and accessibility in every run', () => {
    const at = (median: number, min = median, max = median) => ({ median, min, max });
    const good = {
      performance: at(0.95),
      lcp: at(2.5),
      tbt: at(200),
      cls: at(0.1),
      accessibility: at(1),
    };
    expect(missedGoals(good)).toEqual([]);
    expect(
      missedGoals({ ...good, performance: at(0.94, 0.9, 0.99), tbt: at(201), cls: at(0.11) }),
    ).toEqual(['performance', 'tbt', 'cls']);
    expect(missedGoals({ ...good, lcp: at(2.51), accessibility: at(1, 0.96, 1) })).toEqual([
      'lcp',
      'accessibility',
    ]);
    expect(missedGoals({ ...good, performance: at(Number.NaN) })).toEqual(['performance']);
  });

  it('make a scored row with the host’s CPU index, or a failed one when a run strays', () => {
    const row = scoredRow({
      path: '/power',
      persona: 'aroha',
      opened: '/power',
      measuredAt,
      runs: [
        run({ tbtMs: 400, benchmarkIndex: 1800 }),
        run({ tbtMs: 100 }),
        run({ tbtMs: 300, benchmarkIndex: 2500 }),
      ],
    });
    expect(row.outcome).toMatchObject({
      kind: 'scored',
      runs: 3,
      cpuIndex: { median: 2000, min: 1800, max: 2500 },
      missed: ['tbt'],
    });
    expect(rowMeetsGoals(row)).toBe(false);
    const stray = scoredRow({
      path: '/power',
      persona: 'aroha',
      opened: '/power?accountCode=1',
      measuredAt,
      runs: [run(), run({ finalPath: '/login' })],
    });
    expect(stray.outcome).toEqual({ kind: 'failed', reason: 'runs ended on /login' });
    expect(rowMeetsGoals(stray)).toBe(false);
    const fine = scoredRow({
      path: '/power',
      persona: 'aroha',
      opened: '/power',
      measuredAt,
      runs: [run()],
    });
    expect(rowMeetsGoals(fine)).toBe(true);
  });
});

describe('the pages section of RESULTS.md', () => {
  const redirect: PageRow = {
    path: '/change-hub',
    persona: 'aroha',
    measuredAt,
    outcome: { kind: 'redirect', sends: 'lands on /broadband/change-broadband-plan' },
  };
  const power = scoredRow({
    path: '/power',
    persona: 'aroha',
    opened: '/power',
    measuredAt,
    runs: [run({ performance: 0.5, lcpMs: 5780 }), run({ performance: 0.6, lcpMs: 5000 })],
  });

  it('keeps the rows a run did not measure and puts them in the route table’s order', () => {
    const old = { ...power, measuredAt: '2026-11-01T00:00:00.000Z' };
    const gone = { ...redirect, path: '/retired' };
    const merged = mergePageRows([old, gone], [redirect], ['/change-hub', '/power']);
    expect(merged).toEqual([redirect, old]);
    expect(mergePageRows([old], [power], ['/power'])).toEqual([power]);
  });

  it('has a row per page with its medians, spreads, CPU index and goals', () => {
    const text = renderPagesSection([redirect, power], ['/', '/change-hub', '/power']);
    expect(text).toContain('## Every page on a phone');
    expect(text).toContain('2 of the 3 paths of the web route table, 1 scored, 0 meeting');
    expect(text).toContain('not measured yet: /.');
    expect(text).toContain(
      'Goals: performance ≥ 0.95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1, accessibility ≥ 1; each on the median',
    );
    expect(text).toContain(
      '| /change-hub | aroha | — | — | — | — | — | — | — | not scored: lands on /broadband/change-broadband-plan | — |',
    );
    expect(text).toContain(
      '| /power | aroha | 2 | 0.55 (0.5–0.6) | 5.39 s (5–5.78) | 120 ms | 0 | 1 | 2,000 | **not met**: performance, LCP | 2026-11-28 22:50 |',
    );
  });

  it('has a table of its own for pages measured as a slower host, with their slowdowns', () => {
    const slowed = scoredRow({
      path: '/power',
      persona: 'aroha',
      opened: '/power',
      measuredAt,
      runs: [run({ benchmarkIndex: 3800 }), run({ benchmarkIndex: 4000, tbtMs: 480 })],
      slowdowns: [7.8, 7.6],
    });
    expect(slowed.outcome).toMatchObject({ kind: 'scored', slowdown: { min: 7.6, max: 7.8 } });
    expect(power.outcome).not.toHaveProperty('slowdown');
    const text = renderPagesSection([redirect, slowed], ['/change-hub', '/power'], 2000);
    expect(text).toContain('## Every page on a phone, as a host of CPU index 2,000');
    expect(text).toContain('`npm run bench -- --pages --cpu-index 2000`');
    expect(text).toContain('| CPU index | slowdown | goals | measured |');
    expect(text).toContain(
      '| /change-hub | aroha | — | — | — | — | — | — | — | — | not scored: lands on /broadband/change-broadband-plan | — |',
    );
    expect(text).toContain(
      '| /power | aroha | 2 | 0.98 | 1.8 s | 300 ms (120–480) | 0 | 1 | 3,900 (3,800–4,000) | 7.7 (7.6–7.8)× | **not met**: TBT | 2026-11-28 22:50 |',
    );
  });
});
