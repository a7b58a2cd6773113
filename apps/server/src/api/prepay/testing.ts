import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rechargeConfigurationSchema, type RechargeConfiguration } from '@portal/contracts';
import { savedCards } from '../../db/schema';
import type { TestApp } from '../../test/build-app';

/** Ben's account and prepay line, and the paths of both families for it (docs/demo-data.md). */
export const BEN_ACCOUNT = '30000101';
export const BEN_LINE = '0201234570';
export const RECHARGE = `/api/recharge/v1/configuration/accounts/${BEN_ACCOUNT}/serviceEntities/${BEN_LINE}`;
export const MANAGEMENT = `/api/mobile/v2/prepay/management/accountCode/${BEN_ACCOUNT}/serviceEntities/${BEN_LINE}`;
export const HISTORY = `/api/mobile/v2/management/accounts/${BEN_ACCOUNT}/mobileServices/${BEN_LINE}/prepayTransactionHistory`;

/**
 * Ben's demo settings (docs/demo-data.md) as each family's set call sends them, on the card
 * given (his Visa in the demo): autopay, a $20.00 top-up below $5.00, and $30.00 on the 15th.
 * Sent again on his Visa, they change nothing.
 */
export function demoSettingBodies(cardId: string) {
  return {
    autopay: { cardId, termsAccepted: true },
    managementAutoTopUp: {
      amount: 2000,
      requiresAutoTopupConfirmation: false,
      cardId,
      termsAccepted: true,
    },
    managementMonthly: {
      targetMsisdn: BEN_LINE,
      dayOfMonth: 15,
      amount: 3000,
      cardId,
      termsAccepted: true,
    },
    rechargeAutoTopUp: {
      cardId,
      topupAmountIncludingGst: 2000,
      lowBalanceThresholdIncludingGst: 500,
      requiresCustomerConfirmation: false,
      termsAccepted: true,
    },
    rechargeMonthly: {
      targetServiceEntity: BEN_LINE,
      cardId,
      dayOfMonth: 15,
      topupAmountIncludingGst: 3000,
      termsAccepted: true,
    },
  };
}

/** Ben's two saved cards, whose ids the seed makes up. */
export async function bensCards(testApp: TestApp): Promise<{ visa: string; mastercard: string }> {
  const rows = await testApp.database.db
    .select({ cardId: savedCards.cardId, type: savedCards.cardType })
    .from(savedCards)
    .where(eq(savedCards.accountCode, BEN_ACCOUNT));
  const idOf = (type: string) => {
    const card = rows.find((row) => row.type === type);
    if (card === undefined) throw new Error(`Ben has no ${type}`);
    return card.cardId;
  };
  return { visa: idOf('Visa'), mastercard: idOf('Mastercard') };
}

/** Saves a card straight into the table, for cards the demo does not have. */
export async function insertCard(
  testApp: TestApp,
  card: { cardId: string; accountCode: string; expiryYear: number; removed?: boolean },
): Promise<string> {
  await testApp.database.db.insert(savedCards).values({
    cardId: card.cardId,
    accountCode: card.accountCode,
    gatewayToken: `tok_${card.cardId}`,
    cardType: 'Visa',
    maskedNumber: '**** **** **** 0000',
    expiryMonth: 1,
    expiryYear: card.expiryYear,
    removedAt: card.removed === true ? new Date() : null,
  });
  return card.cardId;
}

export function configurationOf(response: LightMyRequestResponse): RechargeConfiguration {
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${String(response.statusCode)}: ${response.body}`);
  }
  return rechargeConfigurationSchema.parse(response.json<{ data: unknown }>().data);
}

export function messageOf(response: LightMyRequestResponse): string | null {
  return response.json<{ message: string | null }>().message;
}
