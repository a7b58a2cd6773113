import { and, asc, eq, ne } from 'drizzle-orm';
import type { FixedTerm } from '@portal/domain';
import type { ServiceKindWithTerms } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  broadbandPlans,
  icps,
  internetServices,
  mobilePlans,
  mobileServices,
  powerPlans,
} from '../../db/schema';

/** A service of the account with what its plan commits it to. */
export interface ServiceOnTerm {
  kind: ServiceKindWithTerms;
  serviceId: string;
  name: string | null;
  planName: string;
  term: FixedTerm | null;
}

interface TermColumns {
  termMonths: number | null;
  earlyTerminationFeePerMonthCents: number;
  earlyTerminationFeeCapCents: number | null;
  termStartedOn: string | null;
}

/** A service is on a fixed term only when its plan has one and the term has a start. */
function termOf(row: TermColumns): FixedTerm | null {
  if (row.termMonths === null || row.termStartedOn === null) return null;
  return {
    startedOn: row.termStartedOn,
    months: row.termMonths,
    feePerMonthLeftCents: row.earlyTerminationFeePerMonthCents,
    feeCapCents: row.earlyTerminationFeeCapCents,
  };
}

/** The term columns of any catalogue table that sells plans (they share planTermColumns). */
type TermKey =
  | 'termMonths'
  | 'earlyTerminationFeePerMonthCents'
  | 'earlyTerminationFeeCapCents'
  | 'setupFeeCents';

export const termColumns = <T extends Record<TermKey, unknown>>(plan: T): Pick<T, TermKey> => ({
  termMonths: plan.termMonths,
  earlyTerminationFeePerMonthCents: plan.earlyTerminationFeePerMonthCents,
  earlyTerminationFeeCapCents: plan.earlyTerminationFeeCapCents,
  setupFeeCents: plan.setupFeeCents,
});

/** The account's live mobile lines, broadband connections and power connections. */
export async function findServicesOnTerms(db: Db, accountCode: string): Promise<ServiceOnTerm[]> {
  const lines = await db
    .select({
      serviceId: mobileServices.serviceEntity,
      name: mobileServices.serviceEntityDescription,
      planName: mobilePlans.planDescription,
      termStartedOn: mobileServices.termStartedOn,
      ...termColumns(mobilePlans),
    })
    .from(mobileServices)
    .innerJoin(mobilePlans, eq(mobilePlans.planKey, mobileServices.planKey))
    .where(and(eq(mobileServices.accountCode, accountCode), ne(mobileServices.status, 'Cancelled')))
    .orderBy(asc(mobileServices.serviceEntity));
  const connections = await db
    .select({
      serviceId: internetServices.id,
      planName: broadbandPlans.name,
      termStartedOn: internetServices.termStartedOn,
      ...termColumns(broadbandPlans),
    })
    .from(internetServices)
    .innerJoin(broadbandPlans, eq(broadbandPlans.planKey, internetServices.planKey))
    .where(
      and(
        eq(internetServices.accountCode, accountCode),
        ne(internetServices.activationStatus, 'Cancelled'),
      ),
    )
    .orderBy(asc(internetServices.id));
  const power = await db
    .select({
      serviceId: icps.icpNumber,
      planName: powerPlans.name,
      termStartedOn: icps.termStartedOn,
      ...termColumns(powerPlans),
    })
    .from(icps)
    .innerJoin(powerPlans, eq(powerPlans.planKey, icps.planKey))
    .where(and(eq(icps.accountCode, accountCode), eq(icps.status, 'Active')))
    .orderBy(asc(icps.icpNumber));
  return [
    ...connections.map((row) => ({ kind: 'broadband' as const, name: null, ...pick(row) })),
    ...power.map((row) => ({ kind: 'power' as const, name: null, ...pick(row) })),
    ...lines.map((row) => ({ kind: 'mobile' as const, ...pick(row), name: row.name })),
  ];
}

function pick(row: TermColumns & { serviceId: string; planName: string }) {
  return { serviceId: row.serviceId, planName: row.planName, term: termOf(row) };
}
