import { beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { accessMatrix } from '../access-matrix';
import { bensCards } from '../../api/prepay/testing';
import {
  MASS_ASSIGNMENT_CASES,
  SENTINELS,
  withExtras,
  type CaseContext,
} from './mass-assignment-cases';
import { changedRows, snapshot, snapshotTables } from './mass-assignment-snapshot';
import { routeCollector } from './route-table';

/**
 * Mass assignment: a write sent with fields it does not take (owner, role, staff, balance,
 * status, ids) stores none of them and changes nothing beyond what it is for. Checked
 * through the real server against every table, and statically over every route's schema.
 */
const collector = routeCollector();
const matrix = accessMatrix({ onRoute: collector.onRoute });

/** The platform's own bookkeeping, which any signed-in call may write. */
const BOOKKEEPING = ['public.sessions', 'public.rate_limit_counters', 'public.idempotency_keys'];

let tables: string[] = [];
let skipped: string[] = [];
beforeAll(async () => {
  ({ tables, skipped } = await snapshotTables(matrix.app().database.db));
});

/** Tables a call changed that it has no business changing. */
function unexpected(changed: Map<string, string[]>, allowed: readonly string[]): string[] {
  return [...changed.keys()].filter((table) => !allowed.includes(table));
}

/** The write did what it was for: at least one row of its own tables changed. */
function touchesOwn(changed: Map<string, string[]>, own: readonly string[]): boolean {
  return [...changed.keys()].some((table) => own.includes(table));
}

const context: CaseContext = {
  userGuidOf: (who) => matrix.userGuidOf(who),
  bensCards: () => bensCards(matrix.app()),
};

describe('unknown fields added to a write never persist', () => {
  it('snapshots every table but the largest', () => {
    expect(tables.length).toBeGreaterThan(20);
    console.info(
      `left out of snapshots (too large, never written by people): ${skipped.join(', ')}`,
    );
  });

  for (const testCase of MASS_ASSIGNMENT_CASES) {
    it(testCase.name, async () => {
      const db = matrix.app().database.db;
      const request = await testCase.request(context);
      // Signed in first: a sign-in writes the identity provider's own tables.
      await matrix.userGuidOf(testCase.who);
      const before = await snapshot(db, tables);
      const response = await matrix.call(testCase.who, {
        ...request,
        json: withExtras(request.json),
      });
      const after = await snapshot(db, tables);
      const changed = changedRows(before, after);
      console.info(
        `${testCase.name}: ${String(response.statusCode)}, changed ${[...changed.keys()].join(', ') || 'nothing'}`,
      );

      // A strict schema refuses the extra fields outright (400); a stripping one ignores them.
      expect([200, 201, 204, 400], response.body).toContain(response.statusCode);
      const stored = [...changed.values()].flat().join('\n');
      expect(SENTINELS.filter((sentinel) => stored.includes(sentinel))).toEqual([]);
      expect(SENTINELS.filter((sentinel) => response.body.includes(sentinel))).toEqual([]);
      if (response.statusCode === 400) {
        expect(unexpected(changed, BOOKKEEPING)).toEqual([]);
        // Refused for the extra fields alone: the same body without them is done as asked.
        const plain = await matrix.call(testCase.who, request);
        expect([200, 201, 204], plain.body).toContain(plain.statusCode);
        const done = changedRows(after, await snapshot(db, tables));
        console.info(
          `  without the extra fields: ${String(plain.statusCode)}, changed ${[...done.keys()].join(', ')}`,
        );
        expect(unexpected(done, [...testCase.tables, ...BOOKKEEPING])).toEqual([]);
        expect(touchesOwn(done, testCase.tables)).toBe(true);
      } else {
        expect(unexpected(changed, [...testCase.tables, ...BOOKKEEPING])).toEqual([]);
        expect(touchesOwn(changed, testCase.tables)).toBe(true);
      }
    });
  }
});

/** Object schemas that keep unknown keys (`.passthrough()`, `.loose()`, a catchall). */
function keepsUnknownKeys(schema: ZodType, seen = new Set<ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const found: string[] = [];
  if (def.type === 'object') {
    const catchall = def.catchall as ZodType | undefined;
    if (catchall !== undefined && !(catchall instanceof z.ZodNever)) found.push('an object');
  }
  for (const value of Object.values(def)) {
    const children = Array.isArray(value)
      ? value
      : typeof value === 'object' && value !== null && !('_zod' in value)
        ? Object.values(value)
        : [value];
    for (const child of children) {
      if (typeof child === 'object' && child !== null && '_zod' in child) {
        found.push(...keepsUnknownKeys(child as ZodType, seen));
      }
    }
  }
  return found;
}

describe('every body schema drops or refuses unknown keys', () => {
  it('has no passthrough, loose or catchall object in any route body', () => {
    const bodies = collector.routes().filter((route) => route.schema.body !== undefined);
    expect(bodies.length).toBeGreaterThan(60);
    const loose = bodies.flatMap((route) =>
      route.schema.body !== undefined && keepsUnknownKeys(route.schema.body).length > 0
        ? [route.key]
        : [],
    );
    expect(loose).toEqual([]);
  });
});
