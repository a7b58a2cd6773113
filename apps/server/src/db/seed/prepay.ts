import {
  gatewayCardVault,
  monthlyAutoTopUps,
  prepayTransactions,
  rechargeTransactions,
  savedCards,
  topUpConfigurations,
  vouchers,
  walletBalances,
} from '../schema';
import { toNzDateKey } from '@portal/domain';
import type { SeedContext } from './context';
import { addMonths, eachDay, nzInstant, withDayOfMonth, yearOf } from './dates';
import { insertRows } from './insert';
import { lowBalanceRunKey, monthlyRunKey } from '../recharge-run-keys';

const BEN_LINE = '0201234570';
/** Ben's low-balance auto top-up: $20 when the wallet falls under $5. */
const LOW_BALANCE_CENTS = 500;
const AUTO_TOP_UP_CENTS = 2000;
/** The Prepay Value Pack $29 his line renews every 28 days. */
const PACK_PRICE_CENTS = 2900;

/**
 * Ben's cards. Neither side keeps the card number: the sandbox vault holds a fingerprint
 * (random here, as no key-holder saw the number) and the portal only token and last four.
 */
export async function seedPrepay(context: SeedContext): Promise<void> {
  const { db, todayDate, random } = context;
  const year = yearOf(todayDate);
  const cards = [
    { last4: '1111', cardType: 'Visa', expiryMonth: 8, expiryYear: year + 2 },
    { last4: '4444', cardType: 'Mastercard', expiryMonth: 3, expiryYear: year + 3 },
  ].map((card) => ({ ...card, token: `tok_${random.hex(24)}`, cardId: `card_${random.hex(20)}` }));
  const [visa, mastercard] = cards;
  if (visa === undefined || mastercard === undefined) return;
  const savedAt = nzInstant(addMonths(todayDate, -7), 20);
  await insertRows(
    db,
    gatewayCardVault,
    cards.map((card) => ({
      token: card.token,
      panFingerprint: random.hex(64),
      approves: true,
      cardType: card.cardType,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      cardholderName: 'BEN CARTER',
      createdAt: savedAt,
    })),
  );
  await insertRows(
    db,
    savedCards,
    cards.map((card) => ({
      cardId: card.cardId,
      accountCode: '30000101',
      gatewayToken: card.token,
      cardType: card.cardType,
      maskedNumber: `**** **** **** ${card.last4}`,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      cardholderName: 'BEN CARTER',
      createdAt: savedAt,
    })),
  );
  await insertRows(db, topUpConfigurations, [
    {
      serviceEntity: BEN_LINE,
      autopayEnabled: true,
      autopayCardId: visa.cardId,
      lowBalanceEnabled: true,
      lowBalanceCardId: visa.cardId,
      lowBalanceAmountCents: AUTO_TOP_UP_CENTS,
      lowBalanceThresholdCents: LOW_BALANCE_CENTS,
      requiresCustomerConfirmation: false,
      updatedAt: savedAt,
    },
  ]);
  await insertRows(db, monthlyAutoTopUps, [
    {
      accountCode: '30000101',
      targetMsisdn: BEN_LINE,
      cardId: visa.cardId,
      dayOfMonth: 15,
      amountCents: 3000,
      updatedAt: savedAt,
    },
  ]);
  const balance = await seedHistory(context, visa.cardId);
  await insertRows(db, walletBalances, [
    {
      serviceEntity: BEN_LINE,
      balanceCents: balance,
      expiresAt: nzInstant(addMonths(todayDate, 6), 23, 59),
      updatedAt: context.today,
    },
    {
      serviceEntity: '0201234599',
      balanceCents: 1250,
      expiresAt: nzInstant(addMonths(todayDate, 4), 23, 59),
      updatedAt: context.today,
    },
  ]);
  // The sandbox's one-off $20 voucher (docs/demo-data.md).
  await insertRows(db, vouchers, [{ voucherNumber: '123456789012', amountCents: 2000 }]);
}

type Row = typeof prepayTransactions.$inferInsert;

/** A wallet movement of one day, posted in the order of its hour. */
interface Movement {
  hour: number;
  type: string;
  description: string;
  cents: number;
  method: string | null;
}

/** The movements of the index-th day of the history, earliest hour first. */
function movementsOf(day: string, index: number, random: SeedContext['random']): Movement[] {
  const movements: Movement[] = [];
  const add = (
    hour: number,
    type: string,
    description: string,
    cents: number,
    method: string | null,
  ) => movements.push({ hour, type, description, cents, method });
  if (day === withDayOfMonth(day, 15))
    add(9, 'MonthlyAutoTopUp', 'Monthly Auto Top Up', 3000, 'CreditCard');
  if (index % 28 === 2)
    add(10, 'PlanPurchase', 'Prepay Value Pack $29 renewal', -PACK_PRICE_CENTS, null);
  if (index === 40) add(12, 'Voucher', 'Voucher top-up', 2000, 'Voucher');
  if (index === 95) add(13, 'OnlineBanking', 'Top up by online banking', 2500, 'OnlineBanking');
  if (index % 45 === 20) add(16, 'TopUp', 'Top up by card', 1000, 'CreditCard');
  if (index % 11 === 6) add(18, 'Usage', 'Calls to Australia', -random.int(60, 240), null);
  if (index % 17 === 9) add(20, 'Usage', 'Premium text', -99, null);
  return movements;
}

/**
 * Six months of wallet history: a $29 pack every 28 days, the monthly $30 top-up on the
 * 15th, a few top-ups by card, voucher and online banking, and small out-of-pack spend.
 * The wallet never goes below zero, as a real one cannot: the opening balance is above the
 * low-balance threshold, a pack the wallet cannot cover is paid by autopay on the card (a
 * credit of its price just before it), and a low-balance auto top-up follows any spend that
 * leaves less than $5. Each row's balance_after is the one before plus its amount, in the
 * order of occurred_at. Returns the final balance.
 */
async function seedHistory(
  { db, today, todayDate, random }: SeedContext,
  cardId: string,
): Promise<number> {
  const from = addMonths(todayDate, -6);
  let balance = 1500;
  const rows: Row[] = [];
  const post = (occurredAt: Date, movement: Omit<Movement, 'hour'>): boolean => {
    if (occurredAt > today) return false;
    balance += movement.cents;
    rows.push({
      id: random.uuid(),
      serviceEntity: BEN_LINE,
      transactionType: movement.type,
      description: movement.description,
      amountCents: movement.cents,
      balanceAfterCents: balance,
      paymentMethod: movement.method,
      cardId: movement.method === 'CreditCard' ? cardId : null,
      occurredAt,
    });
    return true;
  };
  eachDay(from, todayDate).forEach((day, index) => {
    for (const movement of movementsOf(day, index, random)) {
      const minute = random.int(0, 59);
      if (movement.type === 'PlanPurchase' && balance < -movement.cents) {
        const autopay = {
          type: 'Autopay',
          description: `Autopay for ${movement.description}`,
          cents: -movement.cents,
          method: 'CreditCard',
        };
        if (!post(nzInstant(day, movement.hour, minute), autopay)) continue;
      }
      if (!post(nzInstant(day, movement.hour, minute, 30), movement)) continue;
      if (movement.cents < 0 && balance < LOW_BALANCE_CENTS) {
        post(nzInstant(day, movement.hour + 1, random.int(0, 59)), {
          type: 'AutoTopUp',
          description: 'Auto Top Up (low balance)',
          cents: AUTO_TOP_UP_CENTS,
          method: 'CreditCard',
        });
      }
    }
  });
  const recharges = automaticTopUpsOf(rows);
  await insertRows(db, rechargeTransactions, recharges);
  await insertRows(db, prepayTransactions, rows);
  return balance;
}

/**
 * The history's automatic top-ups as the scheduler records them (decision 012), under their
 * run keys, so that a portal started on this data does not charge this month's monthly
 * top-up a second time. Links each credit to its top-up.
 */
function automaticTopUpsOf(rows: Row[]): (typeof rechargeTransactions.$inferInsert)[] {
  const recharges: (typeof rechargeTransactions.$inferInsert)[] = [];
  rows.forEach((row, index) => {
    const trigger =
      row.transactionType === 'MonthlyAutoTopUp'
        ? 'Monthly'
        : row.transactionType === 'AutoTopUp'
          ? 'LowBalance'
          : null;
    if (trigger === null) return;
    const id = row.id;
    const runKey =
      trigger === 'Monthly'
        ? monthlyRunKey(BEN_LINE, toNzDateKey(row.occurredAt).slice(0, 7))
        : lowBalanceRunKey(BEN_LINE, rows[index - 1]?.id ?? id);
    recharges.push({
      id,
      accountCode: '30000101',
      targetMsisdn: BEN_LINE,
      amountCents: row.amountCents,
      method: 'SavedCard',
      trigger,
      cardId: row.cardId,
      status: 'Approved',
      runKey,
      createdAt: row.occurredAt,
      settledAt: row.occurredAt,
    });
    row.rechargeTransactionId = id;
  });
  return recharges;
}
