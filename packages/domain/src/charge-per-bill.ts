/** How often an account is billed (the account's billFrequency). */
export type AccountBillFrequency = 'SixMonthly' | 'Monthly' | 'Fortnightly' | 'Weekly' | 'Daily';

/** Bills of each frequency in a year; a monthly price is spread evenly over them. */
const BILLS_PER_YEAR: Readonly<Record<AccountBillFrequency, number>> = {
  SixMonthly: 2,
  Monthly: 12,
  Fortnightly: 26,
  Weekly: 52,
  Daily: 365,
};

/**
 * What one bill charges for a price quoted per month: the whole price on a monthly bill,
 * 12/26 of it on a fortnightly bill, six months of it on a six-monthly bill. Rounded to
 * the nearest cent.
 */
export function chargePerBill(monthlyCents: number, frequency: AccountBillFrequency): number {
  if (!Number.isSafeInteger(monthlyCents)) throw new RangeError('Cents must be a safe integer');
  return Math.round((monthlyCents * 12) / BILLS_PER_YEAR[frequency]);
}

export function isAccountBillFrequency(value: string): value is AccountBillFrequency {
  return Object.hasOwn(BILLS_PER_YEAR, value);
}
