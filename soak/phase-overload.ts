import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Browser } from './browser';
import { AROHA } from './personas';
import type { ServerProcess } from './server-process';
import { signInPatiently } from './customer';
import { Stats } from './stats';

export interface OverloadOutcome {
  connections: number;
  seconds: number;
  requests: number;
  statuses: Record<string, number>;
  /** Connection errors and timeouts autocannon saw (a server falling over). */
  errors: number;
  timeouts: number;
  /** A probe of the same route beside the flood: how fast its 503s came back. */
  probe503: number;
  probe503P99Ms: number | null;
  /** /healthz beside the flood. */
  healthzProbes: number;
  healthzFailed: number;
  healthzMaxMs: number;
  /** After the flood: how long until a signed-in read was answered 200 again. */
  recoveredAfterMs: number | null;
}

interface Probe {
  status: number;
  ms: number;
}

async function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

const p99 = (values: number[]) =>
  values.length === 0
    ? null
    : ([...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? null);

/**
 * Far more signed-in reads (data usage, each for its own range) than the machine can serve,
 * from many connections at once: the server must answer the excess with quick 503s rather
 * than time out or fall over, keep answering /healthz, and serve normally again once the
 * flood stops.
 */
export async function runOverload(
  server: ServerProcess,
  options: { connections: number; seconds: number },
): Promise<OverloadOutcome> {
  const browser = new Browser(server.url, new Stats());
  if (!(await signInPatiently(browser, AROHA, Date.now() + 60_000))) {
    throw new Error('overload: could not sign in');
  }
  const cookie = browser.cookieFor('/api/');
  // Her data usage, each request for a range of its own (the last 1 to 365 days): a usage
  // answer is cached per range, so one range asked again and again is cheap; a year of
  // different ranges, cycling, misses the cache every time and is more than the machine
  // can serve.
  const usage = AROHA.pages.usage?.[0];
  if (usage === undefined) throw new Error('overload: Aroha has no usage page');
  const target = new URL(usage, server.url).toString();
  const usagePath = new URL(target).pathname;
  let asked = 0;
  const nextRange = () => {
    asked += 1;
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    return `${usagePath}?from=${day(1 + (asked % 365))}&to=${day(0)}`;
  };

  const flood = { on: true };
  const apiProbes: Probe[] = [];
  const healthProbes: Probe[] = [];
  const probing = (async () => {
    await delay(3_000);
    while (flood.on) {
      const [api, health] = await Promise.all([
        probe(target, { cookie }),
        probe(`${server.url}/healthz`, {}),
      ]);
      apiProbes.push(api);
      healthProbes.push(health);
      await delay(250);
    }
  })();
  const result = await autocannon({
    url: target,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: { cookie },
    requests: [{ setupRequest: (request) => ({ ...request, path: nextRange() }) }],
  });
  flood.on = false;
  await probing;

  const began = Date.now();
  let recoveredAfterMs: number | null = null;
  while (Date.now() - began < 30_000) {
    if ((await probe(target, { cookie })).status === 200) {
      recoveredAfterMs = Date.now() - began;
      break;
    }
    await delay(250);
  }
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = stat.count ?? 0;
  }
  const shed = apiProbes.filter((p) => p.status === 503).map((p) => p.ms);
  return {
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    probe503: shed.length,
    probe503P99Ms: p99(shed),
    healthzProbes: healthProbes.length,
    healthzFailed: healthProbes.filter((p) => p.status !== 200).length,
    healthzMaxMs: Math.max(0, ...healthProbes.map((p) => p.ms)),
    recoveredAfterMs,
  };
}
