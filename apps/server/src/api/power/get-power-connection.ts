import type { PowerConnection } from '@portal/contracts';
import {
  addDays,
  consumptionPeriods,
  powerRatesInView,
  powerUsageCostCents,
  toNzDateKey,
  type ConsumptionPeriod,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { accountRow } from '../accounts';
import { readingsSince } from './meter-readings';
import { activeIcpOf, metersOf } from './power-connection-row';
import { findPowerPlans } from './power-plans';
import { splitSiteAccessNotes } from './site-access-notes';

/** How many readings and usage periods the power home shows. */
const RECENT_READINGS = 12;
const CONSUMPTION_PERIODS = 13;
/** How many recent days a smart meter's daily reads are shown for. */
const CONSUMPTION_DAYS = 28;

/**
 * A smart meter's single days of the recent weeks, each with its cost; without them (a meter
 * read now and then), the recent periods between readings, which have no cost of their own.
 */
function consumptionOf(
  periods: readonly ConsumptionPeriod[],
  smart: boolean,
  cost: (kwh: number) => number,
): Pick<PowerConnection, 'consumption' | 'consumptionBy'> {
  const since = addDays(toNzDateKey(new Date()), -CONSUMPTION_DAYS);
  const days = smart ? periods.filter((p) => p.days === 1 && p.from >= since) : [];
  if (days.length === 0) {
    return {
      consumptionBy: 'reading',
      consumption: periods.slice(-CONSUMPTION_PERIODS).map((p) => ({ ...p, costCents: null })),
    };
  }
  return {
    consumptionBy: 'day',
    consumption: days.map((p) => ({ ...p, costCents: cost(p.kwh) })),
  };
}

/** GET /accounts/{code}/power: the ICP, its plan and rates, meters, readings and usage. */
export async function getPowerConnection(db: Db, accountCode: string): Promise<PowerConnection> {
  const account = await accountRow(db, accountCode);
  const icp = await activeIcpOf(db, accountCode);
  const [plan] = await findPowerPlans(db, { activeOnly: false, planKeys: [icp.planKey] });
  if (plan === undefined) {
    throw new AppError({
      code: 'power_plan_missing',
      statusCode: 500,
      title: 'Internal Server Error',
      message: 'Your power plan could not be read.',
      logMessage: `ICP ${icp.icpNumber} has plan ${icp.planKey}, which is not in power_plans`,
    });
  }
  const rates = powerRatesInView(plan.rates, account.displayGstInclusiveValues);
  const meterRows = await metersOf(db, icp.icpNumber);
  const readings = await readingsSince(
    db,
    meterRows.map((meter) => meter.meterSerial),
    icp.startDate,
  );
  return {
    icpNumber: icp.icpNumber,
    address: icp.address,
    networkCompany: icp.networkCompany,
    status: icp.status,
    startDate: icp.startDate,
    plan,
    meters: meterRows.map((meter) => ({
      meterSerial: meter.meterSerial,
      meterType: meter.meterType,
      registerContent: meter.registerContent,
      isSmart: meter.isSmart,
    })),
    readings: readings.slice(0, RECENT_READINGS),
    ...consumptionOf(
      consumptionPeriods(readings),
      meterRows.some((meter) => meter.isSmart),
      (kwh) => powerUsageCostCents(rates, kwh, 1),
    ),
    siteAccess: {
      meterLocation: icp.meterLocation ?? '',
      hasDog: icp.hasDog,
      ...splitSiteAccessNotes(icp.siteAccessNotes),
    },
    displayGstInclusiveValues: account.displayGstInclusiveValues,
    nextBillDate: account.nextBillDate,
  };
}
