import {
  gatewayCardVault,
  monthlyAutoTopUps,
  prepayTransactions,
  savedCards,
  topUpConfigurations,
  vouchers,
  walletBalances,
} from '../schema';
import type { SeedContext } from './context';
import { addMonths, eachDay, nzInstant, withDayOfMonth, yearOf } from './dates';
import { insertRows } from './insert';

const BEN_LINE = '0201234570';

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
      lowBalanceAmountCents: 2000,
      lowBalanceThresholdCents: 500,
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

/**
 * Six months of wallet history: a $29 pack every 28 days, the monthly $30 top-up on the
 * 15th, a few top-ups by card, voucher and online banking, small out-of-pack spend, and a
 * low-balance auto top-up whenever the balance falls under $5. Returns the final balance.
 */
async function seedHistory(
  { db, today, todayDate, random }: SeedContext,
  cardId: string,
): Promise<number> {
  const from = addMonths(todayDate, -6);
  let balance = 1500;
  const rows: Row[] = [];
  const post = (
    date: string,
    hour: number,
    type: string,
    description: string,
    cents: number,
    method: string | null,
  ) => {
    const occurredAt = nzInstant(date, hour, random.int(0, 59));
    if (occurredAt > today) return;
    balance += cents;
    rows.push({
      id: random.uuid(),
      serviceEntity: BEN_LINE,
      transactionType: type,
      description,
      amountCents: cents,
      balanceAfterCents: balance,
      paymentMethod: method,
      cardId: method === 'CreditCard' ? cardId : null,
      occurredAt,
    });
    if (cents < 0 && balance < 500) {
      post(date, hour + 1, 'AutoTopUp', 'Auto Top Up (low balance)', 2000, 'CreditCard');
    }
  };
  eachDay(from, todayDate).forEach((day, index) => {
    if (day === withDayOfMonth(day, 15))
      post(day, 9, 'MonthlyAutoTopUp', 'Monthly Auto Top Up', 3000, 'CreditCard');
    if (index % 28 === 2)
      post(day, 10, 'PlanPurchase', 'Prepay Value Pack $29 renewal', -2900, null);
    if (index % 11 === 6) post(day, 18, 'Usage', 'Calls to Australia', -random.int(60, 240), null);
    if (index % 17 === 9) post(day, 20, 'Usage', 'Premium text', -99, null);
    if (index === 40) post(day, 12, 'Voucher', 'Voucher top-up', 2000, 'Voucher');
    if (index === 95)
      post(day, 13, 'OnlineBanking', 'Top up by online banking', 2500, 'OnlineBanking');
    if (index % 45 === 20) post(day, 16, 'TopUp', 'Top up by card', 1000, 'CreditCard');
  });
  await insertRows(db, prepayTransactions, rows);
  return balance;
}
