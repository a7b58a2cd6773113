import { describe, expect, it } from 'vitest';
import type { BenchFigure } from './figure';
import { allPass, renderResults, type BenchRun } from './render';

const figure = (overrides: Partial<BenchFigure>): BenchFigure => ({
  id: 'P1',
  name: '/healthz',
  database: 'pglite',
  value: 81.5,
  unit: '% of bare node:http',
  goal: '≥ 70%',
  pass: true,
  ...overrides,
});

const run = (figures: BenchFigure[]): BenchRun => ({
  date: '2026-11-21T23:00:00.000Z',
  machine: { cores: 2, cpu: 'Test CPU', node: 'v20.20.2', platform: 'Linux' },
  options: { databases: ['pglite', 'postgres'], quick: false, only: null },
  durationSeconds: 754.2,
  figures,
  notes: ['P7 on PostgreSQL only.'],
});

describe('bench/RESULTS.md', () => {
  it('lists every figure with its goal and result, and the machine', () => {
    const text = renderResults(
      run([
        figure({}),
        figure({
          id: 'P3',
          database: 'postgres',
          value: 61,
          unit: 'ms',
          goal: '≤ 50 ms',
          pass: false,
          detail: 'a | b',
        }),
      ]),
    );
    expect(text).toContain('1 goal(s) missed: P3 (postgres)');
    expect(text).toContain('| P1 | /healthz | pglite | 81.5 % of bare node:http | ≥ 70% | pass |');
    expect(text).toContain('| P3 | /healthz | postgres | 61 ms | ≤ 50 ms | **FAIL** | a \\| b |');
    expect(text).toContain('2 cores (Test CPU), Node v20.20.2');
    expect(text).toContain('The run took 754 s.');
    expect(text).toContain('- P7 on PostgreSQL only.');
  });

  it('says every goal was met only when all passed', () => {
    expect(renderResults(run([figure({})]))).toContain('every goal met.');
    expect(allPass([figure({})])).toBe(true);
    expect(allPass([figure({}), figure({ pass: false })])).toBe(false);
    // An empty run proves nothing.
    expect(allPass([])).toBe(false);
  });

  it('shows an unmeasured figure as a dash and a check as yes or no', () => {
    const text = renderResults(
      run([
        figure({ id: 'P2', value: Number.NaN, unit: '', pass: false }),
        figure({ id: 'P4a', value: 1, unit: 'yes/no' }),
      ]),
    );
    expect(text).toContain('| P2 | /healthz | pglite | — |');
    expect(text).toContain('| P4a | /healthz | pglite | yes |');
  });

  it('adds the last --scale 10x run in its own section, keeping the default run', () => {
    const scaled: BenchRun = {
      ...run([figure({ id: 'P7-P2', database: 'postgres', value: 80.1 })]),
      options: { databases: ['postgres'], quick: false, only: ['P2', 'P4', 'P7'], scale: 10 },
      notes: ['seeded in 1234 s; pg_database_size 30.2 GB.'],
    };
    const text = renderResults(run([figure({})]), scaled);
    const section = text.indexOf('## P7 at 10 times the data');
    expect(text.startsWith('# Benchmark results')).toBe(true);
    expect(section).toBeGreaterThan(text.indexOf('| P1 | /healthz | pglite |'));
    expect(text.slice(section)).toContain('Written by `npm run bench -- --scale 10x`');
    expect(text.slice(section)).toContain('| P7-P2 | /healthz | postgres | 80.1 ');
    expect(text.slice(section)).toContain('### Notes');
    expect(text.slice(section)).toContain('- seeded in 1234 s; pg_database_size 30.2 GB.');
    expect(text.slice(0, section)).not.toContain('P7-P2');
    expect(renderResults(run([figure({})]))).not.toContain('times the data');
  });

  it('puts the pages measured with --pages after the notes, before the --scale 10x run', () => {
    const pages: BenchRun['pages'] = [
      {
        path: '/change-hub',
        persona: 'aroha',
        measuredAt: '2026-11-28T22:50:00.000Z',
        outcome: { kind: 'redirect', sends: 'lands on /broadband/change-broadband-plan' },
      },
    ];
    const text = renderResults({ ...run([figure({})]), pages }, run([figure({ id: 'P7-P2' })]));
    const section = text.indexOf('## Every page on a phone');
    expect(section).toBeGreaterThan(text.indexOf('- P7 on PostgreSQL only.'));
    expect(section).toBeLessThan(text.indexOf('## P7 at 10 times the data'));
    expect(text).toContain('| /change-hub | aroha |');
    expect(renderResults(run([figure({})]))).not.toContain('Every page on a phone');
  });
});
