/**
 * Request counts for the load phase. 'steady' is normal running; 'outage' is from the
 * database restart until the server has recovered plus a short grace. A request that started
 * or ended within the outage is filed under it; its failures are reported apart (RESULTS.md).
 */
export type Period = 'steady' | 'outage';

interface Bucket {
  requests: number;
  errors: number;
}

export class Stats {
  period: Period = 'steady';
  private readonly buckets: Record<Period, Bucket> = {
    steady: { requests: 0, errors: 0 },
    outage: { requests: 0, errors: 0 },
  };
  private readonly byLabel = new Map<string, { requests: number; errors: number }>();
  private readonly statuses = new Map<number, number>();
  private readonly latencies: number[] = [];
  readonly errorSamples = new Map<string, number>();

  record(
    periodAtStart: Period,
    label: string,
    status: number,
    ms: number,
    expected: boolean,
    error?: unknown,
  ): void {
    const period: Period =
      periodAtStart === 'outage' || this.period === 'outage' ? 'outage' : 'steady';
    const bucket = this.buckets[period];
    bucket.requests += 1;
    const perLabel = this.byLabel.get(label) ?? { requests: 0, errors: 0 };
    perLabel.requests += 1;
    this.byLabel.set(label, perLabel);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (period === 'steady') this.latencies.push(ms);
    if (expected) return;
    bucket.errors += 1;
    perLabel.errors += 1;
    const cause = error instanceof Error ? (error.cause ?? error) : undefined;
    const reason =
      cause instanceof Error
        ? `${cause.name}: ${'code' in cause ? String(cause.code) : cause.message}`
        : `HTTP ${String(status)}`;
    const key = `${period} ${label} ${reason}`;
    this.errorSamples.set(key, (this.errorSamples.get(key) ?? 0) + 1);
  }

  bucket(period: Period): Readonly<Bucket> {
    return this.buckets[period];
  }

  total(): Bucket {
    return {
      requests: this.buckets.steady.requests + this.buckets.outage.requests,
      errors: this.buckets.steady.errors + this.buckets.outage.errors,
    };
  }

  percentile(p: number): number {
    if (this.latencies.length === 0) return 0;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }

  statusCounts(): [number, number][] {
    return [...this.statuses.entries()].sort(([a], [b]) => a - b);
  }

  labels(): [string, { requests: number; errors: number }][] {
    return [...this.byLabel.entries()].sort(([a], [b]) => a.localeCompare(b));
  }
}
