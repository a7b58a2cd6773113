import { beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import type { TestApp } from './build-app';
import { emailOf, type Part } from '../../../../test-support/personas';
import { appForTests } from './test-app';
import type { BrowserRequest, TestBrowser } from './test-browser';

export type Persona = 'anonymous' | Part;

/**
 * The order a row calls its personas in: those usually refused first, before anyone who may
 * change something.
 */
const PERSONAS: readonly Persona[] = [
  'anonymous',
  'otherCustomer',
  'prepayCustomer',
  'readUser',
  'owner',
  'staff',
];

/** The status each persona gets; a persona left out is not called. */
export type Expected = Partial<Record<Persona, number>>;

/** A read: every holder of the account may, the AccountRead user too. */
export const HOLDERS_MAY = {
  anonymous: 401,
  otherCustomer: 403,
  readUser: 200,
  owner: 200,
  staff: 200,
} as const satisfies Expected;

/** A call about no account (the caller's own, or the whole service's): anyone signed in may. */
export const SIGNED_IN_MAY = {
  anonymous: 401,
  otherCustomer: 200,
  prepayCustomer: 200,
  readUser: 200,
  owner: 200,
  staff: 200,
} as const satisfies Expected;

/** The refusals of a change, for one whose success would change the demo data. */
export const NON_OWNERS_REFUSED = {
  anonymous: 401,
  otherCustomer: 403,
  readUser: 403,
} as const satisfies Expected;

/** A change: the owner and staff may, nobody else. */
export const OWNER_MAY = { ...NON_OWNERS_REFUSED, owner: 200, staff: 200 } as const;

export type AccessRow = {
  expected: Expected;
  /** Run after each persona's call: puts back what it changed, for the next persona. */
  restore?: (who: Persona) => Promise<void>;
} & (
  | {
      /** The method and URL when left out. */
      name?: string;
      request: BrowserRequest;
    }
  | {
      name: string;
      /** Asked for each persona: a fresh key, the caller's own id, a row read at run time. */
      request: (who: Persona) => BrowserRequest | Promise<BrowserRequest>;
    }
);

/** Rows of requests that all expect the same, e.g. an area's reads. */
export function rowsOf(requests: readonly BrowserRequest[], expected: Expected): AccessRow[] {
  return requests.map((request) => ({ request, expected }));
}

function nameOf(row: AccessRow): string {
  if (row.name !== undefined) return row.name;
  if (typeof row.request === 'function') throw new Error('a row asked per persona needs a name');
  return `${row.request.method ?? 'GET'} ${row.request.url}`;
}

/** Seeding the demo data is slow on a busy two-core machine. */
const BUILD_TIMEOUT_MS = 300_000;

/**
 * Who may call what, as a table: builds the seeded app once for the test file, signs each
 * persona in on first use (and the usual four before the first test), and runs each row as
 * its own test, comparing every persona's status at once.
 */
export function accessMatrix(
  options: {
    env?: Record<string, string>;
    /** Sees every route the app registers (the route-table matrix builds its table from it). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
) {
  const { testApp, people } = appForTests(
    {
      seed: true,
      ...(options.env ? { env: options.env } : {}),
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    },
    BUILD_TIMEOUT_MS,
  );
  const app = (): TestApp => testApp;
  const userGuids = new Map<Persona, Promise<string>>();
  // Someone signed out comes without cookies every time.
  const browserOf = (who: Persona): Promise<TestBrowser> =>
    who === 'anonymous' ? Promise.resolve(people.anonymous()) : people.as(emailOf(who));

  const call = async (who: Persona, request: BrowserRequest): Promise<LightMyRequestResponse> =>
    (await browserOf(who)).request(request);
  const statusOf = async (who: Persona, request: BrowserRequest): Promise<number> =>
    (await call(who, request)).statusCode;
  /** The envelope's data of a call that must succeed. */
  const data = async (who: Persona, request: BrowserRequest | string): Promise<unknown> => {
    const asked = typeof request === 'string' ? { url: request } : request;
    const response = await call(who, asked);
    expect(response.statusCode, `${who} ${asked.method ?? 'GET'} ${asked.url}`).toBe(200);
    return response.json<{ data: unknown }>().data;
  };
  const userGuidOf = (who: Persona): Promise<string> => {
    let guid = userGuids.get(who);
    if (guid === undefined) {
      guid = call(who, { url: '/api/iam/Users/me' }).then((me) => {
        if (me.statusCode !== 200) throw new Error(`${who} is not signed in: ${me.body}`);
        return me.json<{ data: { userGuid: string } }>().data.userGuid;
      });
      userGuids.set(who, guid);
    }
    return guid;
  };

  /** One test per row, named by the row, in the describe block it is called from. */
  const rows = (table: readonly AccessRow[]): void => {
    for (const row of table) {
      it(nameOf(row), async () => {
        const actual: Expected = {};
        for (const who of PERSONAS) {
          if (row.expected[who] === undefined) continue;
          const request = typeof row.request === 'function' ? await row.request(who) : row.request;
          actual[who] = await statusOf(who, request);
          await row.restore?.(who);
        }
        expect(actual).toEqual(row.expected);
      });
    }
  };

  beforeAll(async () => {
    // Signed in here, where there is time, rather than inside the first test's 30 seconds.
    await Promise.all(
      (['otherCustomer', 'readUser', 'owner', 'staff'] as const).map((who) => browserOf(who)),
    );
  }, BUILD_TIMEOUT_MS);
  return { app, call, statusOf, data, userGuidOf, rows };
}
