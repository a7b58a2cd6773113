import type { PowerConnection } from '@portal/contracts';
import { consumptionPeriods } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { accountRow } from '../accounts/account-row';
import { readingsSince } from './meter-readings';
import { activeIcpOf, metersOf } from './power-connection-row';
import { findPowerPlans } from './power-plans';
import { splitSiteAccessNotes } from './site-access-notes';

/** How many readings and usage periods the power home shows. */
const RECENT_READINGS = 12;
const CONSUMPTION_PERIODS = 13;

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
    consumption: consumptionPeriods(readings).slice(-CONSUMPTION_PERIODS),
    siteAccess: {
      meterLocation: icp.meterLocation ?? '',
      hasDog: icp.hasDog,
      ...splitSiteAccessNotes(icp.siteAccessNotes),
    },
    displayGstInclusiveValues: account.displayGstInclusiveValues,
    nextBillDate: account.nextBillDate,
  };
}
