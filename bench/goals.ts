import type { BenchFigure } from './figure';

type Database = BenchFigure['database'];

/** A rate as a percentage of a baseline rate from the same run, against a minimum. */
export function ratioFigure(input: {
  id: string;
  name: string;
  database: Database;
  value: number;
  baseline: number;
  minPercent: number;
  baselineName: string;
  detail?: string;
}): BenchFigure {
  const percent = input.baseline > 0 ? (input.value / input.baseline) * 100 : 0;
  return {
    id: input.id,
    name: input.name,
    database: input.database,
    value: round(percent, 1),
    unit: `% of ${input.baselineName}`,
    goal: `≥ ${String(input.minPercent)}%`,
    pass: percent >= input.minPercent,
    detail:
      `${formatRate(input.value)} vs ${formatRate(input.baseline)}` +
      (input.detail === undefined ? '' : `; ${input.detail}`),
  };
}

/** A measured value that must not exceed a limit (latency, bytes, a time ratio). */
export function atMostFigure(input: {
  id: string;
  name: string;
  database: Database;
  value: number;
  unit: string;
  max: number;
  detail?: string;
  /** Further conditions of the goal (e.g. no errors); all must hold. */
  also?: { holds: boolean; goal: string };
}): BenchFigure {
  const alsoGoal = input.also === undefined ? '' : `, ${input.also.goal}`;
  return {
    id: input.id,
    name: input.name,
    database: input.database,
    value: round(input.value, 2),
    unit: input.unit,
    goal: `≤ ${String(input.max)} ${input.unit}${alsoGoal}`,
    pass: input.value <= input.max && (input.also?.holds ?? true),
    ...(input.detail === undefined ? {} : { detail: input.detail }),
  };
}

/** A yes/no property of the code path (e.g. the route reads rollups only). */
export function checkFigure(input: {
  id: string;
  name: string;
  database: Database;
  holds: boolean;
  goal: string;
  detail: string;
}): BenchFigure {
  return {
    id: input.id,
    name: input.name,
    database: input.database,
    value: input.holds ? 1 : 0,
    unit: 'yes/no',
    goal: input.goal,
    pass: input.holds,
    detail: input.detail,
  };
}

/** A figure that could not be measured counts as a failure, with the reason. */
export function failedFigure(id: string, name: string, database: Database, reason: string) {
  return {
    id,
    name,
    database,
    value: Number.NaN,
    unit: '',
    goal: 'measured',
    pass: false,
    detail: reason,
  } satisfies BenchFigure;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export function formatRate(requestsPerSecond: number): string {
  return `${requestsPerSecond.toFixed(0)} req/s`;
}
