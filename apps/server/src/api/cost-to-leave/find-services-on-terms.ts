import { and, asc, eq, ne, sql } from 'drizzle-orm';
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

/** Only a mobile line has a name of its own. */
const NO_NAME = sql<string | null>`null`;

/**
 * Where each kind of service lives: its table, its plan's catalogue table, and what makes it
 * live. One query shape reads all three.
 */
const SOURCES = [
  {
    kind: 'broadband',
    services: internetServices,
    serviceId: internetServices.id,
    name: NO_NAME,
    accountCode: internetServices.accountCode,
    planKey: internetServices.planKey,
    termStartedOn: internetServices.termStartedOn,
    plans: broadbandPlans,
    planName: broadbandPlans.name,
    live: ne(internetServices.activationStatus, 'Cancelled'),
  },
  {
    kind: 'power',
    services: icps,
    serviceId: icps.icpNumber,
    name: NO_NAME,
    accountCode: icps.accountCode,
    planKey: icps.planKey,
    termStartedOn: icps.termStartedOn,
    plans: powerPlans,
    planName: powerPlans.name,
    live: eq(icps.status, 'Active'),
  },
  {
    kind: 'mobile',
    services: mobileServices,
    serviceId: mobileServices.serviceEntity,
    name: mobileServices.serviceEntityDescription,
    accountCode: mobileServices.accountCode,
    planKey: mobileServices.planKey,
    termStartedOn: mobileServices.termStartedOn,
    plans: mobilePlans,
    planName: mobilePlans.planDescription,
    live: ne(mobileServices.status, 'Cancelled'),
  },
] as const;

/** The account's live broadband connections, power connections and mobile lines. */
export async function findServicesOnTerms(db: Db, accountCode: string): Promise<ServiceOnTerm[]> {
  const found: ServiceOnTerm[] = [];
  for (const source of SOURCES) {
    const rows = await db
      .select({
        serviceId: source.serviceId,
        planName: source.planName,
        termStartedOn: source.termStartedOn,
        name: source.name,
        ...termColumns(source.plans),
      })
      .from(source.services)
      .innerJoin(source.plans, eq(source.plans.planKey, source.planKey))
      .where(and(eq(source.accountCode, accountCode), source.live))
      .orderBy(asc(source.serviceId));
    for (const row of rows) {
      found.push({
        kind: source.kind,
        serviceId: row.serviceId,
        name: row.name,
        planName: row.planName,
        term: termOf(row),
      });
    }
  }
  return found;
}
