import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { listedSavedCardSchema, walletBalanceSchema } from '@portal/contracts';
import { gatewayCardVault, prepayTransactions, savedCards } from '../../db/schema';
import type { TestApp } from '../../test/build-app';
import { everyTableRow } from '../../test/every-table-row';
import { injectFetch } from '../../test/inject-fetch';
import { dataOf, type Person } from '../payments/testing';
import { createRechargeContext, type RechargeContext } from './recharge-context';

/** Ben's prepay account and line (docs/demo-data.md). */
export const BEN = { account: '30000101', line: '0201234570' } as const;
export const RECHARGE = `/api/recharge/v1`;
export const BEN_PAYMENTS = `${RECHARGE}/payments/accounts/${BEN.account}`;
export const TOP_UP_PAGE = '/mobile/prepay-top-up';

/** The wallet balance as the walletBalance call shows it. */
export async function walletBalanceOf(person: Person): Promise<number> {
  const url = `/api/mobile/v2/management/accounts/${BEN.account}/mobileServices/${BEN.line}/walletBalance`;
  return dataOf(await person({ url }), walletBalanceSchema).balance;
}

/** Ben's saved Visa (used by autopay) and Mastercard (used by nothing). */
export async function bensCards(person: Person): Promise<{ visa: string; mastercard: string }> {
  const cards = dataOf(
    await person({ url: `/api/payments/v2/accounts/${BEN.account}/creditcards` }),
    z.array(listedSavedCardSchema),
  );
  const idOf = (type: string) => {
    const card = cards.find((candidate) => candidate.type === type);
    if (card === undefined) throw new Error(`Ben has no ${type}`);
    return card.cardId;
  };
  return { visa: idOf('Visa'), mastercard: idOf('Mastercard') };
}

/** The spend-history lines a top-up credited: one when approved, none otherwise. */
export async function creditsOf(testApp: TestApp, rechargeTransactionId: string) {
  return testApp.database.db
    .select()
    .from(prepayTransactions)
    .where(eq(prepayTransactions.rechargeTransactionId, rechargeTransactionId));
}

/** Makes the gateway decline (or approve again) every charge to a saved card. */
export async function setCardApproves(
  testApp: TestApp,
  cardId: string,
  approves: boolean,
): Promise<void> {
  const { db } = testApp.database;
  const [card] = await db.select().from(savedCards).where(eq(savedCards.cardId, cardId));
  if (card === undefined) throw new Error(`no saved card ${cardId}`);
  await db
    .update(gatewayCardVault)
    .set({ approves })
    .where(eq(gatewayCardVault.token, card.gatewayToken));
}

/** The context the scheduler would build, on the test app (gateway calls through inject). */
export function rechargeContextOf(testApp: TestApp): RechargeContext {
  return createRechargeContext({
    config: testApp.config,
    database: testApp.database,
    fetch: injectFetch(() => testApp.app),
  });
}

/** The same person, keeping every response body for the checks that nothing leaks. */
export function recorded(person: Person, bodies: string[]): Person {
  return async (request) => {
    const response = await person(request);
    bodies.push(response.body);
    return response;
  };
}

/** The gateway tokens of an account's saved cards: never to appear outside these rows. */
export async function tokensOf(testApp: TestApp, accountCode: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ token: savedCards.gatewayToken })
    .from(savedCards)
    .where(eq(savedCards.accountCode, accountCode));
  return rows.map((row) => row.token);
}

/** The tables (`schema.table`) with a row containing any of the texts. */
export async function tablesHolding(testApp: TestApp, texts: readonly string[]): Promise<string[]> {
  const holding = new Set<string>();
  for await (const { table, row } of everyTableRow(testApp.database.db)) {
    if (texts.some((text) => row.includes(text))) holding.add(table);
  }
  return [...holding].sort();
}
