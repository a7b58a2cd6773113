import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../build-app';
import { appForTests } from '../test-app';
import { sessionCookieHeader, signInThroughSession } from '../sign-in-through-session';
import { envelopeProblems } from './route-answer-checks';
import { requestsFor, type FuzzRequest } from './fuzz-requests';
import { routeCollector, type RegisteredRoute } from './route-table';

/**
 * Schema-driven fuzzing of every route with a params, query, body or headers schema: calls
 * built from the contracts' own zod schemas, mostly valid-shaped so they pass the access
 * check and reach the handler, the rest broken or hostile. No answer may be a 5xx, show the
 * server's insides, or leave the normalised envelope. FUZZ_RUNS sets calls per route;
 * FUZZ_SEED replays a failure (each failure names its seed).
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 16);
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() : Number(process.env.FUZZ_SEED);
const FUZZED_PREFIXES = ['/api/', '/session', '/gateway/'];
/** Routes left out: development aids that production does not mount. */
const LEFT_OUT = new Set(['POST /api/dev/modemReturns']);

const collector = routeCollector();
const { testApp } = appForTests({ seed: true, onRoute: collector.onRoute }, 300_000);
const cookies = new Map<'owner' | 'staff', string>();

beforeAll(async () => {
  for (const [who, email, pool] of [
    ['owner', 'aroha@example.nz', 'customer'],
    ['staff', 'sam.sales@example.nz', 'StaffIdentity'],
  ] as const) {
    const { browser } = await signInThroughSession(testApp, email, { pool });
    const cookie = sessionCookieHeader(browser);
    if (cookie === undefined) throw new Error(`${who} did not sign in`);
    cookies.set(who, cookie);
  }
}, 300_000);

function fuzzed(route: RegisteredRoute): boolean {
  const { body, querystring, params, headers } = route.schema;
  const hasSchema = [body, querystring, params, headers].some((schema) => schema !== undefined);
  return (
    hasSchema &&
    route.method !== 'HEAD' &&
    !LEFT_OUT.has(route.key) &&
    FUZZED_PREFIXES.some((prefix) => route.url.startsWith(prefix))
  );
}

/** The API as the owner or staff (so calls reach handlers); the session and gateway signed out. */
function callersOf(route: RegisteredRoute): readonly ('owner' | 'staff' | 'anonymous')[] {
  return route.url.startsWith('/api/') ? ['owner', 'staff'] : ['anonymous'];
}

async function send(
  app: TestApp,
  request: FuzzRequest,
  who: 'owner' | 'staff' | 'anonymous',
): Promise<LightMyRequestResponse> {
  const origin = new URL(app.config.publicUrl);
  const cookie = who === 'anonymous' ? undefined : cookies.get(who);
  return app.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      host: origin.host,
      origin: origin.origin,
      ...(cookie === undefined ? {} : { cookie }),
      ...request.headers,
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

describe('paths the router itself refuses', () => {
  it('answers a too-long or badly encoded path parameter in the envelope', async () => {
    const app = testApp;
    for (const url of [
      `/api/accounts/${'3'.repeat(500)}`,
      '/api/accounts/%E0%A4%A',
      '/gateway/pay/%ZZ',
    ]) {
      const response = await send(app, { method: 'GET', url, headers: {} }, 'owner');
      expect(response.statusCode, url).toBe(400);
      expect(envelopeProblems(response), url).toEqual([]);
      expect(response.body, url).not.toContain('FST_');
    }
  });
});

describe('schema-driven fuzzing of every route', () => {
  it('answers every call below 500, in the envelope, without internals', async () => {
    const app = testApp;
    const routes = collector.routes().filter(fuzzed);
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    // How far the calls got: 2xx and 404/409/422 reached a handler, 400 stopped at validation.
    const statuses = new Map<string, number>();
    for (const route of routes) {
      const callers = callersOf(route);
      const property = fc.asyncProperty(
        requestsFor(route),
        fc.constantFrom(...callers),
        async (request, who) => {
          const response = await send(app, request, who);
          const status = String(response.statusCode);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const problems = envelopeProblems(response, JSON.stringify(request));
          if (response.statusCode >= 500) problems.unshift(`status ${String(response.statusCode)}`);
          if (problems.length > 0) {
            throw new Error(`${problems.join('; ')}: ${response.body.slice(0, 300)}`);
          }
        },
      );
      const details = await fc.check(property, {
        numRuns: RUNS_PER_ROUTE,
        seed: SEED,
        endOnFailure: true,
      });
      if (details.failed) {
        const example = (JSON.stringify(details.counterexample) as string | undefined) ?? '';
        failures.push(
          `${route.key} (seed ${String(details.seed)}, path ${details.counterexamplePath ?? ''}): ` +
            `${String(details.errorInstance)} — ${example.slice(0, 400)}`,
        );
      }
    }
    const calls = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const tally = [...statuses.entries()].sort().map(([code, count]) => `${code}×${String(count)}`);
    console.info(
      `fuzzed ${String(routes.length)} routes with ${String(calls)} calls (${tally.join(' ')}), seed ${String(SEED)}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
