import { sql } from 'drizzle-orm';
import { chargePerBill, formatDate, powerRateText } from '@portal/domain';
import type { Db } from '../client';
import { addonPlan, mobilePlanPrice, MOBILE_PLANS } from './catalog-mobile';
import { broadbandPlan, POWER_RATES, voicePlanPrice } from './catalog-services';
import { addDays, addMonths, daysBetween } from './dates';
import { demoAccount } from './demo-accounts';
import {
  DEMO_LINES,
  handsetInstalments,
  leaderPlanChangeDate,
  planOn,
  type DemoLine,
} from './mobile';
import { icpOf, type PowerUsage } from './power';
import { DEMO_SERVICES } from './services';

export interface Line {
  serviceGroup: string;
  serviceEntity: string | null;
  description: string;
  quantity: string | null;
  cents: number;
}

export interface Period {
  accountCode: string;
  billDate: string;
  /** First day charged, inclusive. */
  start: string;
  /** Last day charged, inclusive. */
  end: string;
}

/** Everything an invoice line can come from, loaded once for all invoices. */
export interface BillingInputs {
  todayDate: string;
  powerUsage: PowerUsage;
  /** Chargeable usage (premium, pay-as-you-go) per service and day, cents incl. GST. */
  usageCharges: Map<string, { day: string; cents: number }[]>;
}

const BROADBAND = new Map<string, { planKey: string; id: string; group: string }>([
  ['30000001', { planKey: 'UFF1000/500', id: DEMO_SERVICES.ngataInternet, group: 'Internet' }],
  ['30000201', { planKey: 'ADSL_Unlimited', id: DEMO_SERVICES.farmInternet, group: 'Internet' }],
  ['30000301', { planKey: 'UFF2000/2000', id: DEMO_SERVICES.walkerInternet, group: 'Internet' }],
  [
    '30000401',
    { planKey: 'WBBv2_4G_Unlimited', id: DEMO_SERVICES.liamInternet, group: 'mobile2_wbb' },
  ],
]);

export async function loadUsageCharges(db: Db): Promise<BillingInputs['usageCharges']> {
  const result = await db.execute<{ service: string; day: string; cents: string | number }>(sql`
    select service_entity as service, day::text as day, sum(charge_including_gst_cents) as cents
    from usage_daily_rollups where charge_including_gst_cents > 0
    group by 1, 2 order by 1, 2
  `);
  const charges: BillingInputs['usageCharges'] = new Map();
  for (const row of result.rows) {
    const list = charges.get(row.service) ?? [];
    list.push({ day: row.day, cents: Number(row.cents) });
    charges.set(row.service, list);
  }
  return charges;
}

/** The lines of one invoice, grouped by service in the order an invoice shows them. */
export function invoiceLines(period: Period, inputs: BillingInputs): Line[] {
  const code = period.accountCode;
  const days = daysBetween(period.start, period.end) + 1;
  // Monthly prices are charged per bill: a fortnightly bill takes 12/26 of a month.
  const fortnightly = demoAccount(code).schedule?.kind === 'fortnightly';
  const recurring = (monthly: number) =>
    chargePerBill(monthly, fortnightly ? 'Fortnightly' : 'Monthly');
  const lines: Line[] = [];
  const power = icpOf(code);
  const kwh =
    power === undefined ? undefined : inputs.powerUsage.get(`${power.icp}:${period.billDate}`);
  if (power !== undefined && kwh !== undefined) {
    const rates = POWER_RATES[power.planKey] ?? { daily: 0, anytime: 0 };
    lines.push(
      line(
        'Electricity',
        power.icp,
        `Daily charge, ${days} days at ${powerRateText(rates.daily, 'day')}`,
        `${days} days`,
        Math.round(days * rates.daily),
      ),
    );
    lines.push(
      line(
        'Electricity',
        power.icp,
        `Anytime, ${kwh} kWh at ${powerRateText(rates.anytime, 'kWh')}`,
        `${kwh} kWh`,
        Math.round(kwh * rates.anytime),
      ),
    );
  }
  const broadband = BROADBAND.get(code);
  if (broadband !== undefined) {
    const plan = broadbandPlan(broadband.planKey);
    lines.push(line(broadband.group, broadband.id, plan.name, null, recurring(plan.priceCents)));
    if (code === '30000001') {
      if (period.billDate > addMonths(inputs.todayDate, -10)) {
        const staticIp = addonPlan('STATIC_IP');
        lines.push(line('Internet', broadband.id, staticIp.name, null, staticIp.priceCents));
      }
      lines.push(
        line(
          'Voice',
          DEMO_SERVICES.ngataLandline,
          'Home Phone',
          null,
          voicePlanPrice('SIPONT_HOMEPHONE'),
        ),
      );
    }
  }
  for (const demoLine of DEMO_LINES) {
    if (demoLine.accountCode !== code) continue;
    lines.push(...planLines(demoLine, period, inputs.todayDate));
    if (demoLine.number === '0221234568' && period.billDate > addMonths(inputs.todayDate, -4)) {
      const pack = addonPlan('CALLINGPACK_INTL_100');
      lines.push(line('Mobile', demoLine.number, pack.name, null, pack.priceCents));
    }
    const usage = (inputs.usageCharges.get(demoLine.number) ?? [])
      .filter((entry) => entry.day >= period.start && entry.day <= period.end)
      .reduce((sum, entry) => sum + entry.cents, 0);
    if (usage > 0)
      lines.push(line('Mobile', demoLine.number, 'Premium calls and texts', null, usage));
  }
  // The household's newest bill carries a one-off charge, so its change has a reason to show.
  if (code === '30000001' && period.billDate > addMonths(inputs.todayDate, -1)) {
    lines.push(
      line('Internet', DEMO_SERVICES.ngataInternet, TECHNICIAN_VISIT, 'One-off charge', 14_900),
    );
  }
  if (code === '30000001') {
    const instalment = handsetInstalments(inputs.todayDate).find(
      (i) => i.billDate === period.billDate,
    );
    if (instalment !== undefined) {
      lines.push(
        line(
          'Mobile',
          '0211234567',
          `Samsung Galaxy S25 interest-free instalment ${instalment.number} of 36`,
          null,
          instalment.amountCents,
        ),
      );
    }
  }
  return lines;
}

/** The one-off charge on the household's newest bill. */
export const TECHNICIAN_VISIT = 'Technician visit to move the fibre wall socket';

/**
 * A line's plan for the period: one line, or, when the plan changed during the period, one
 * line for each plan's part of it, charged for its days ('05/06/2026 to 17/06/2026').
 */
function planLines(demoLine: DemoLine, period: Period, todayDate: string): Line[] {
  const charge = (planKey: string, from: string, to: string | null): Line => {
    const plan = MOBILE_PLANS.find((candidate) => candidate.planKey === planKey);
    const price = mobilePlanPrice(planKey);
    const whole = daysBetween(period.start, period.end) + 1;
    const days = to === null ? whole : daysBetween(from, to) + 1;
    const quantity = to === null ? null : `${formatDate(from)} to ${formatDate(to)}`;
    const description = plan?.planDescription ?? planKey;
    return line(
      'Mobile',
      demoLine.number,
      description,
      quantity,
      Math.round((price * days) / whole),
    );
  };
  const before = planOn(demoLine, period.start, todayDate);
  const after = planOn(demoLine, period.end, todayDate);
  if (before === after) return [charge(after, period.start, null)];
  const changed = leaderPlanChangeDate(todayDate);
  return [charge(before, period.start, addDays(changed, -1)), charge(after, changed, period.end)];
}

function line(
  serviceGroup: string,
  serviceEntity: string | null,
  description: string,
  quantity: string | null,
  cents: number,
): Line {
  return { serviceGroup, serviceEntity, description, quantity, cents };
}

export function periodOf(accountCode: string, billDate: string, previous: string): Period {
  return { accountCode, billDate, start: previous, end: addDays(billDate, -1) };
}
