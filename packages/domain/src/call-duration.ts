/**
 * Calls are shown in whole minutes, each call rounded up on its own, as carriers bill
 * them: 1 s to 60 s is 1 min, 61 s is 2 min. A call of 0 s (not connected) is 0 min.
 */
export function callMinutes(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.ceil(durationSeconds / 60);
}

export function formatCallMinutes(durationSeconds: number): string {
  const minutes = callMinutes(durationSeconds);
  return `${minutes} ${minutes === 1 ? 'min' : 'mins'}`;
}

export interface UsageSummary {
  readonly count: number;
  readonly minutes: number;
}

/** Calls: how many and the total of their rounded minutes. */
export function summariseCalls(
  events: readonly { readonly durationSeconds: number }[],
): UsageSummary {
  return {
    count: events.length,
    minutes: events.reduce((total, e) => total + callMinutes(e.durationSeconds), 0),
  };
}

/** Texts are counted, not timed. */
export function countTexts(events: readonly unknown[]): number {
  return events.length;
}
