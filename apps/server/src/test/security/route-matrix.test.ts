import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { accessMatrix } from '../access-matrix';
import type { BrowserRequest } from '../test-browser';
import { ROUTE_POLICIES } from './route-policies';
import {
  MATRIX_PERSONAS,
  declaredAccessMatches,
  expectedStatuses,
  isExcluded,
  type MatrixPersona,
  type PolicyRow,
} from './route-policy-types';
import { fillPath, routeCollector, type RegisteredRoute } from './route-table';
import { envelopeProblems } from './route-answer-checks';

/**
 * The completeness net over the per-area access matrices: the table of who may call what is
 * checked against the routes the server itself registers, so a new route without a row
 * fails here, and every row is called as five people.
 */
const collector = routeCollector();
const matrix = accessMatrix({
  env: {
    LEGACY_PORTAL_URL: 'https://old.example.nz/myaccount',
    // Who may call, not how recent a sign-in: the personas sign in once, and a long run on a
    // busy machine would age them past the step-up window (step-up.test.ts tests that).
    STEP_UP_MAX_AGE_SECONDS: '3600',
  },
  onRoute: collector.onRoute,
});

const DEFAULT_PARAMS = { accountCode: '30000001', serviceEntity: '0211234567' };
/** Account 30000001's own words: none may reach someone who does not hold the account. */
const ACCOUNT_DATA = ['Ngata', 'aroha@example.nz', 'Kōwhai Street'];

function routeOf(key: string): RegisteredRoute {
  const route = collector.routes().find((candidate) => candidate.key === key);
  if (route === undefined) throw new Error(`no route ${key}`);
  return route;
}

async function requestOf(key: string, row: PolicyRow, who: MatrixPersona): Promise<BrowserRequest> {
  if (row.request !== undefined) return row.request({ who, userGuidOf: matrix.userGuidOf });
  const route = routeOf(key);
  const path = fillPath(route.url, { ...DEFAULT_PARAMS, ...row.params });
  const writes = route.method !== 'GET' && route.method !== 'DELETE';
  const json = row.json ?? (writes && route.schema.body !== undefined ? [] : undefined);
  return {
    method: route.method as BrowserRequest['method'],
    url: row.query === undefined ? path : `${path}?${row.query}`,
    ...(json === undefined ? {} : { json }),
    ...(row.headers === undefined ? {} : { headers: row.headers }),
  };
}

/**
 * Those let in get 200, except a write sent the default body (`[]`), which the access check
 * lets through and validation then refuses with 400.
 */
function fallbackAllowed(key: string, row: PolicyRow): number {
  const route = routeOf(key);
  const defaultBody =
    row.json === undefined && row.request === undefined && route.schema.body !== undefined;
  return route.method !== 'GET' && route.method !== 'DELETE' && defaultBody ? 400 : 200;
}

/** What is wrong with one answer besides its status: a refusal that says more than no. */
function leaksOf(who: MatrixPersona, row: PolicyRow, response: LightMyRequestResponse): string[] {
  const problems = envelopeProblems(response);
  const holds = who === 'readUser' || who === 'owner' || who === 'staff';
  const refused = response.statusCode === 401 || response.statusCode === 403;
  // A refusal, or anything said to someone without the account, names nothing of it.
  if (refused || (!holds && row.policy !== 'provider-key')) {
    for (const word of ACCOUNT_DATA) {
      if (response.body.includes(word)) problems.push(`the body names ${word}`);
    }
  }
  return problems;
}

describe('the route table', () => {
  it('has a row for every route the server registers, and no row without a route', () => {
    const registered = collector.routes();
    expect(registered.length).toBeGreaterThan(150);
    const keys = new Set(registered.map((route) => route.key));
    const covered = (key: string): boolean => {
      if (ROUTE_POLICIES[key] !== undefined) return true;
      // Fastify adds a HEAD beside every GET: it is called with its GET row below.
      if (!key.startsWith('HEAD ')) return false;
      const asGet = key.replace(/^HEAD /, 'GET ');
      return (
        ROUTE_POLICIES[asGet] !== undefined ||
        ROUTE_POLICIES[asGet.replace(/\/$/, '')] !== undefined
      );
    };
    expect(registered.map((route) => route.key).filter((key) => !covered(key))).toEqual([]);
    expect(Object.keys(ROUTE_POLICIES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('names the account in a path :accountCode, in every route (decision 037)', () => {
    // The parameter after `accounts/` (or the prepay family's `accountCode/`) is the account.
    const otherwise = collector
      .routes()
      .map((route) => route.url)
      .filter((url) => /\/(accounts|accountCode)\/:(?!accountCode(\/|$))/.test(url));
    expect([...new Set(otherwise)]).toEqual([]);
  });

  it("names the same rule as each route's own declaration (config.access)", () => {
    const routes = new Map(collector.routes().map((route) => [route.key, route]));
    const mismatched = Object.entries(ROUTE_POLICIES).flatMap(([key, row]) => {
      const route = routes.get(key);
      // A row without a route is the test above's to report.
      if (isExcluded(row) || route === undefined || declaredAccessMatches(row, route.access)) {
        return [];
      }
      return [`${key}: ${row.policy} but declares ${JSON.stringify(route.access)}`];
    });
    expect(mismatched).toEqual([]);
  });
});

describe('who may call each route: anonymous, kiri, mere (AccountRead), aroha (owner), staff', () => {
  for (const [key, row] of Object.entries(ROUTE_POLICIES)) {
    if (isExcluded(row)) continue;
    it(`${key} (${row.policy})`, async () => {
      const isGet = key.startsWith('GET ');
      const expected = expectedStatuses(row, fallbackAllowed(key, row));
      const wanted: Record<string, number> = {};
      const actual: Record<string, number> = {};
      const leaks: string[] = [];
      for (const who of MATRIX_PERSONAS) {
        const status = expected[who];
        if (status === undefined) continue;
        const request = await requestOf(key, row, who);
        // The HEAD beside a GET runs the same hooks: called by those usually refused.
        const withHead = isGet && (who === 'anonymous' || who === 'otherCustomer');
        const calls: BrowserRequest[] = withHead
          ? [request, { ...request, method: 'HEAD' }]
          : [request];
        for (const call of calls) {
          const label = call.method === 'HEAD' ? `${who} HEAD` : who;
          const response = await matrix.call(who, call);
          wanted[label] = call.method === 'HEAD' ? (row.head ?? status) : status;
          actual[label] = response.statusCode;
          leaks.push(...leaksOf(who, row, response).map((problem) => `${label}: ${problem}`));
        }
      }
      expect(actual).toEqual(wanted);
      expect(leaks).toEqual([]);
    });
  }
});
