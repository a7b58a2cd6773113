import type { BillForecast } from '@portal/contracts';
import {
  FORECAST_PART_LABELS,
  addDays,
  USUAL_BILLS,
  forecastBill,
  forecastReasonText,
  isAccountBillFrequency,
  toNzDateKey,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { accountRow, displaysGstInclusive } from '../accounts';
import { planChargeLines, type BillTerms } from '../billing';
import { findPowerSoFar } from '../power';
import {
  findCreditsSince,
  findInstalmentsDue,
  findRecentBillTotals,
  findUsageCharges,
} from './forecast-inputs';

/** How many days before the period tell the usual calls and texts charged by use. */
const USUAL_USAGE_DAYS = 90;

/** The plans, add-ons and daily charges of the whole period, as the next bill will carry them. */
async function planCents(db: Db, terms: BillTerms, inclusive: boolean): Promise<number> {
  const lines = await planChargeLines(db, terms);
  return lines.reduce(
    (sum, line) => sum + (inclusive ? line.amountIncludingGstCents : line.amountExcludingGstCents),
    0,
  );
}

/**
 * GET …/billForecast, and what a job asks before telling a household its bill is heading
 * high: the next bill forecast as of `now`, in the account's GST view, against its usual.
 */
export async function getBillForecast(
  db: Db,
  accountCode: string,
  now: Date,
): Promise<BillForecast> {
  const account = await accountRow(db, accountCode);
  const inclusive = displaysGstInclusive(account);
  const { nextBillDate: billDate, billFrequency } = account;
  const today = toNzDateKey(now);
  if (billDate === null || !isAccountBillFrequency(billFrequency)) {
    return {
      billDate: null,
      daysLeft: 0,
      parts: [],
      total: 0,
      usual: null,
      comparison: null,
      reasons: [],
      displayGstInclusiveValues: inclusive,
    };
  }
  const periodStart = account.lastBilledDate ?? today;
  const terms: BillTerms = { accountCode, frequency: billFrequency, billDate, periodStart };
  const [plans, instalments, usage, usageBefore, credits, recent, power] = await Promise.all([
    planCents(db, terms, inclusive),
    findInstalmentsDue(db, terms, inclusive),
    findUsageCharges(db, accountCode, { from: periodStart, until: today }, inclusive),
    findUsageCharges(
      db,
      accountCode,
      { from: addDays(periodStart, -USUAL_USAGE_DAYS), until: periodStart },
      inclusive,
    ),
    findCreditsSince(db, accountCode, periodStart, inclusive),
    findRecentBillTotals(db, accountCode, USUAL_BILLS, inclusive),
    findPowerSoFar(db, { accountCode, periodStart, billDate, today, inclusive }),
  ]);
  const forecast = forecastBill({
    periodStart,
    billDate,
    today,
    planCents: plans,
    instalments,
    creditCents: credits,
    power,
    usageChargesSoFarCents: usage,
    // With no bill yet there is no usual to go by.
    usualUsageDailyCents: recent.length === 0 ? null : usageBefore / USUAL_USAGE_DAYS,
    recentBillCents: recent,
  });
  const suffix = inclusive ? '' : ' excl. GST';
  return {
    billDate,
    daysLeft: forecast.daysLeft,
    parts: forecast.parts.map((part) => ({
      kind: part.kind,
      label: FORECAST_PART_LABELS[part.kind],
      amount: part.cents,
      soFar: part.soFarCents,
      usual: part.usualCents ?? null,
    })),
    total: forecast.totalCents,
    usual: forecast.usualCents,
    comparison: forecast.comparison,
    reasons: forecast.reasons.map((reason) => ({
      kind: reason.kind,
      text: forecastReasonText(reason, suffix),
    })),
    displayGstInclusiveValues: inclusive,
  };
}
