import type { BenchRun } from './render';

/** The goal a figure belongs to: its id's first part (P8-usage-tab → P8). */
const goalOf = (id: string) => id.split('-')[0] ?? id;

/**
 * A run of some goals (`--only`) written into the last full run: its figures replace those
 * goals' figures and the rest stay, with a note saying when and on what the goals were
 * measured apart, so the table never mixes runs without saying so.
 */
export function mergeGoalRun(
  previous: BenchRun,
  run: BenchRun,
  goals: readonly string[],
): BenchRun {
  const measured = new Set(goals);
  const label = goals.join(', ');
  const notePrefix = `${label}: measured apart`;
  return {
    ...previous,
    figures: [
      ...previous.figures.filter((figure) => !measured.has(goalOf(figure.id))),
      ...run.figures,
    ],
    notes: [
      ...previous.notes.filter((note) => !note.startsWith(notePrefix)),
      `${notePrefix} on ${run.date} (\`npm run bench -- --only ${goals.join(',')}\`, ` +
        `${String(Math.round(run.durationSeconds))} s) on ${String(run.machine.cores)} cores ` +
        `(${run.machine.cpu}), Node ${run.machine.node}.`,
      ...run.notes.filter((note) => !previous.notes.includes(note)),
    ],
  };
}
