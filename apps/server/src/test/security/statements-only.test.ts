import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { broadbandPlanOptionsSchema, STATEMENTS_ONLY_TITLE } from '@portal/contracts';
import { directDebitRequest } from '../../../../../test-support/direct-debit';
import { emailOf } from '../../../../../test-support/personas';
import { dataOf, newKey, signIn, type Call, type Person } from '../../api/payments/testing';
import { appForTests } from '../test-app';
import { changedRows, snapshot, snapshotTables } from './mass-assignment-snapshot';
import { fillPath, routeCollector, type RegisteredRoute } from './route-table';
import { STATEMENTS_ONLY_ALLOWED } from './statements-only-allowed';

/**
 * Spec section 6, "statements only", over the server's own route table: every write the
 * server registers either refuses Hill Farm (30000201, farm source) as statements only and
 * changes nothing, or is listed in STATEMENTS_ONLY_ALLOWED with a reason. A route added
 * later is called here without anyone listing it.
 */
const FARM = '30000201';
const FARM_INTERNET = 'INT-3000020101';
const WRITE_PREFIXES = ['/api/', '/session', '/gateway/'];
/** The platform's own bookkeeping, which any signed-in call may write. */
const BOOKKEEPING = ['public.sessions', 'public.rate_limit_counters', 'public.idempotency_keys'];
/** Path parameters: the farm account, its broadband service, ids that point at nothing. */
const FARM_PARAMS = {
  accountCode: FARM,
  serviceEntity: '0211234567',
  id: FARM_INTERNET,
  cardId: randomUUID(),
  orderId: randomUUID(),
  rechargeTransactionId: randomUUID(),
  passkeyId: randomUUID(),
  token: 'tok_none',
  sessionId: 'no-such-session',
  requestId: randomUUID(),
  arrangementId: randomUUID(),
};

const collector = routeCollector();
const { testApp } = appForTests({ seed: true, onRoute: collector.onRoute }, 300_000);
let fiona: Person;

beforeAll(async () => {
  fiona = await signIn(testApp, 'fiona@example.nz');
}, 300_000);

function writes(): RegisteredRoute[] {
  return collector
    .routes()
    .filter(
      (route) =>
        !['GET', 'HEAD', 'OPTIONS'].includes(route.method) &&
        WRITE_PREFIXES.some((prefix) => route.url.startsWith(prefix)),
    );
}

/** Fiona's call: a body no schema takes (`[]`), so a route the gate misses writes nothing. */
function farmCall(route: RegisteredRoute): Call {
  const withBody = route.method !== 'DELETE' && route.schema.body !== undefined;
  return {
    method: route.method as Call['method'],
    url: fillPath(route.url, FARM_PARAMS),
    key: newKey(),
    ...(withBody ? { json: [] } : {}),
  };
}

const titleOf = (response: LightMyRequestResponse) =>
  response.json<{ title: string | null }>().title;

describe('a farm-source account is statements only, on every write route', () => {
  it('has a reason for every write it keeps, each a route the server registers', () => {
    const keys = new Set(writes().map((route) => route.key));
    expect(keys.size).toBeGreaterThan(60);
    expect(Object.keys(STATEMENTS_ONLY_ALLOWED).filter((key) => !keys.has(key))).toEqual([]);
    for (const why of Object.values(STATEMENTS_ONLY_ALLOWED))
      expect(why.length).toBeGreaterThan(10);
  });

  it('refuses every other write as statements only, and nothing changes', async () => {
    const db = testApp.database.db;
    const { tables } = await snapshotTables(db);
    const before = await snapshot(db, tables);
    const refused: string[] = [];
    const wrong: string[] = [];
    for (const route of writes()) {
      if (!route.url.startsWith('/api/')) continue;
      const response = await fiona(farmCall(route));
      const answer = `${route.key}: ${String(response.statusCode)} ${titleOf(response) ?? ''}`;
      const isStatementsOnly =
        response.statusCode === 403 && titleOf(response) === STATEMENTS_ONLY_TITLE;
      const allowed = STATEMENTS_ONLY_ALLOWED[route.key] !== undefined;
      if (isStatementsOnly) refused.push(route.key);
      if (isStatementsOnly === allowed) wrong.push(allowed ? `allowed but ${answer}` : answer);
    }
    expect(wrong).toEqual([]);
    // The four holes of issue 23 are among the refusals.
    expect(refused).toEqual(
      expect.arrayContaining([
        'PUT /api/payments/v2/accounts/:accountCode/recurringPaymentMethod',
        'POST /api/payments/v2/accounts/:accountCode/creditCardTransactions',
        'POST /api/accounts/:accountCode/internetServices/:id/planChangeOrders',
        'POST /api/sales/v3/ordering/accounts/:accountCode/addProductOrders',
      ]),
    );
    const changed = changedRows(before, await snapshot(db, tables));
    expect([...changed.keys()].filter((table) => !BOOKKEEPING.includes(table))).toEqual([]);
  }, 300_000);
});

describe('the refusal, with requests that would otherwise succeed', () => {
  const PAYMENTS = `/api/payments/v2/accounts/${FARM}`;
  const directDebit = directDebitRequest({ payee: 'Fiona Hill' });
  const saveCard = () => ({
    transactionType: 'Authorisation',
    amount: 0,
    businessGroup: 'Residential',
    callbackUrls: { approvedUrl: `${testApp.config.publicUrl}/account/payment-method` },
    saveCard: true,
  });
  /** A plan the farm's ADSL connection may move to, as the plans call offers it. */
  const otherPlan = async (): Promise<string> => {
    const plans = dataOf(
      await fiona({ url: `/api/accounts/${FARM}/internetServices/${FARM_INTERNET}/plans` }),
      broadbandPlanOptionsSchema,
    );
    const plan = plans.plans.find((option) => !option.isCurrent);
    if (plan === undefined) throw new Error('no other plan for the farm');
    return plan.planKey;
  };
  const cases = async (): Promise<[string, Call][]> => [
    ['payment', { method: 'PUT', url: `${PAYMENTS}/recurringPaymentMethod`, json: directDebit }],
    ['payment', { method: 'POST', url: `${PAYMENTS}/creditCardTransactions`, json: saveCard() }],
    [
      'broadband',
      {
        method: 'POST',
        url: `/api/accounts/${FARM}/internetServices/${FARM_INTERNET}/planChangeOrders`,
        json: { planKey: await otherPlan() },
        key: newKey(),
      },
    ],
    [
      'mobile',
      { method: 'POST', url: `/api/mobile/v2/ordering/accounts/${FARM}/newLine/orderToken` },
    ],
  ];
  const state = async (who: Person) => ({
    method: (await who({ url: `${PAYMENTS}/recurringPaymentMethod` })).body,
    cards: (await who({ url: `${PAYMENTS}/creditcards` })).body,
    orders: (await who({ url: `/api/sales/v3/ordering/accounts/${FARM}/orders` })).json<{
      data: unknown;
    }>().data,
  });

  it('refuses Fiona and staff alike with the reason, and the account reads the same after', async () => {
    const staff = await signIn(testApp, emailOf('staff'));
    const before = await state(fiona);
    for (const who of [fiona, staff]) {
      for (const [feature, call] of await cases()) {
        const response = await who(call);
        expect(response.statusCode, call.url).toBe(403);
        expect(titleOf(response), call.url).toBe(STATEMENTS_ONLY_TITLE);
        expect(response.json<{ message: string }>().message, feature).toMatch(
          /^.+ aren't available for this account\. It is a Farm Source account with statements only/,
        );
      }
    }
    expect(await state(fiona)).toEqual(before);
  });

  it('tells someone without the account only that it is not theirs', async () => {
    const kiri = await signIn(testApp, emailOf('otherCustomer'));
    for (const [, call] of await cases()) {
      const response = await kiri(call);
      expect(response.statusCode, call.url).toBe(403);
      expect(titleOf(response), call.url).toBe('Forbidden');
      expect(response.body).not.toContain('Farm Source');
    }
    // And Fiona reaches no other account through the farm's refusal either.
    const aroha = await fiona({
      method: 'PUT',
      url: '/api/payments/v2/accounts/30000001/recurringPaymentMethod',
      json: directDebit,
    });
    expect(aroha.statusCode).toBe(403);
    expect(titleOf(aroha)).toBe('Forbidden');
  });
});
