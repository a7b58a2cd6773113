import { describe, expect, it } from 'vitest';
import type { BenchFigure } from './figure';
import { mergeGoalRun } from './merge-run';
import type { BenchRun } from './render';

const figure = (id: string, value: number): BenchFigure => ({
  id,
  name: id,
  database: 'none',
  value,
  unit: 'ms',
  goal: '≤ 200 ms',
  pass: true,
});

const run = (date: string, figures: BenchFigure[], notes: string[] = []): BenchRun => ({
  date,
  machine: { cores: 2, cpu: 'test cpu', node: 'v24', platform: 'Linux' },
  options: { databases: [], quick: false, only: null },
  durationSeconds: 60,
  figures,
  notes,
});

describe('mergeGoalRun', () => {
  it('replaces the measured goals’ figures, keeps the others, and says when they were measured', () => {
    const full = run(
      '2026-11-23',
      [figure('P5-initial-js', 194), figure('P8-usage-tab', 90)],
      ['Rates are autocannon averages.'],
    );
    const merged = mergeGoalRun(
      full,
      run('2026-11-29', [figure('P8-usage-tab', 70), figure('P8-account', 60)]),
      ['P8'],
    );
    expect(merged.date).toBe('2026-11-23');
    expect(merged.figures.map((each) => [each.id, each.value])).toEqual([
      ['P5-initial-js', 194],
      ['P8-usage-tab', 70],
      ['P8-account', 60],
    ]);
    expect(merged.notes[0]).toBe('Rates are autocannon averages.');
    expect(merged.notes[1]).toMatch(/^P8: measured apart on 2026-11-29 /);
  });

  it('keeps one note a goal, the latest', () => {
    const first = mergeGoalRun(run('a', []), run('b', [figure('P8-x', 1)]), ['P8']);
    const second = mergeGoalRun(first, run('c', [figure('P8-x', 2)]), ['P8']);
    expect(second.notes.filter((note) => note.startsWith('P8: measured apart'))).toHaveLength(1);
    expect(second.notes.at(-1)).toMatch(/ on c /);
  });
});
