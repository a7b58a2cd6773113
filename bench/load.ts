import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Mean bytes of a response on the wire (headers included, as autocannon counts). */
  bytesPerResponse: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** Fixed rate for all connections together; unset means as fast as the server answers. */
  overallRate?: number;
}

/** One autocannon run against loopback; every failure kind is counted, none is hidden. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers ?? {},
    timeout: 10,
    ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate }),
  });
  const responses = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: result.throughput.total / responses,
  };
}

/**
 * A short run first, so the JIT and connection pools are warm when the measure starts. The
 * server still holds the requests the warm-up left unanswered when it stopped; one request
 * answered in turn shows they are done, so the measure does not pay for them.
 */
export async function warmThenLoad(options: LoadOptions, warmSeconds: number): Promise<LoadResult> {
  if (warmSeconds > 0) {
    await load({ ...options, durationSeconds: warmSeconds, overallRate: undefined });
    await settle(options);
  }
  return load(options);
}

export async function settle(options: Pick<LoadOptions, 'url' | 'headers'>): Promise<void> {
  const response = await fetch(options.url, { headers: options.headers ?? {} });
  await response.arrayBuffer();
}

export function failures(result: LoadResult): number {
  // autocannon counts timeouts among its errors already.
  return result.errors + result.non2xx;
}
