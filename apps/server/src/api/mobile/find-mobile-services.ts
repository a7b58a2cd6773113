import { and, eq } from 'drizzle-orm';
import {
  barSettingsSchema,
  connectionStatusSchema,
  type MobileServiceDetails,
} from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { mobilePlans, mobileServices, orders } from '../../db/schema';
import { accountRow } from '../accounts';
import { allowanceOf, dataUsedSince, poolAllowances } from './data-allowance';

const noBarring = { internationalCalls: false, premiumRateServices: false, roaming: false };

/**
 * GET /mobile/v2/management/accounts/{accountCode}/mobileServices: every line with what the
 * mobile home shows (plan, pause, SIM block, spend limit, barring, allowance left this bill
 * period, a pending number change). The bill period starts on the account's last bill date
 * (the first of this month before any bill), as the mobile alerts count it.
 */
export async function findMobileServices(
  db: Db,
  accountCode: string,
  now: Date = new Date(),
): Promise<MobileServiceDetails[]> {
  const account = await accountRow(db, accountCode);
  const rows = await db
    .select({
      line: mobileServices,
      planDescription: mobilePlans.planDescription,
      capBytes: mobilePlans.dataCapBytes,
      unlimited: mobilePlans.unlimitedData,
    })
    .from(mobileServices)
    .leftJoin(mobilePlans, eq(mobilePlans.planKey, mobileServices.planKey))
    .where(eq(mobileServices.accountCode, accountCode))
    .orderBy(mobileServices.serviceEntity);
  if (rows.length === 0) return [];

  const periodStart = account.lastBilledDate ?? `${toNzDateKey(now).slice(0, 8)}01`;
  const entities = rows.map((row) => row.line.serviceEntity);
  const usedBy = await dataUsedSince(db, entities, periodStart);
  const pending = await pendingNumbers(db, accountCode, entities);
  const leaders = rows.flatMap((row) =>
    row.line.groupLeaderServiceEntity === null ? [] : [row.line.groupLeaderServiceEntity],
  );
  const pools = await poolAllowances(db, leaders, periodStart);
  const allowanceLines = rows.map((row) => ({
    serviceEntity: row.line.serviceEntity,
    leader: row.line.groupLeaderServiceEntity,
    capBytes: row.capBytes,
    unlimited: row.unlimited ?? false,
  }));

  return rows.map(({ line, planDescription }, index) => {
    const allowanceLine = allowanceLines[index] ?? allowanceLines[0];
    return {
      serviceEntity: line.serviceEntity,
      service: line.service,
      serviceEntityDescription: line.serviceEntityDescription,
      status: connectionStatusSchema.catch('Inactive').parse(line.status),
      isPrepay: line.paymentType === 'Prepay',
      planKey: line.planKey,
      planDescription,
      isPaused: line.isPaused,
      pausedAt: line.pausedAt?.toISOString() ?? null,
      simBlocked: line.simBlocked,
      spendLimit: line.spendLimitCents,
      barSettings: {
        ...noBarring,
        ...barSettingsSchema.partial().catch({}).parse(line.barringSettings),
      },
      allowance:
        line.paymentType === 'Prepay' || allowanceLine === undefined
          ? null
          : allowanceOf(allowanceLine, allowanceLines, usedBy, periodStart, pools),
      pendingNumber: pending.get(line.serviceEntity) ?? null,
    };
  });
}

/** One line as GET mobileServices shows it: what a change answers with. */
export async function findMobileService(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<MobileServiceDetails | undefined> {
  const lines = await findMobileServices(db, accountCode);
  return lines.find((line) => line.serviceEntity === serviceEntity);
}

async function pendingNumbers(
  db: Db,
  accountCode: string,
  entities: string[],
): Promise<Map<string, string>> {
  const pending = new Map<string, string>();
  for (const change of await findPendingNumberChanges(db, accountCode)) {
    if (entities.includes(change.serviceEntity)) {
      pending.set(change.serviceEntity, change.newNumber);
    }
  }
  return pending;
}

/** The account's number changes, stored as pending orders until provisioning swaps the number. */
export async function findPendingNumberChanges(
  db: Db,
  accountCode: string,
): Promise<NumberChange[]> {
  const rows = await db
    .select({ payload: orders.payload })
    .from(orders)
    .where(
      and(
        eq(orders.accountCode, accountCode),
        eq(orders.orderType, 'ChangeNumber'),
        eq(orders.status, 'Pending'),
      ),
    );
  return rows.flatMap(({ payload }) => numberChangePayload(payload) ?? []);
}

/** What a ChangeNumber order changes: the line and the number it will have. */
export interface NumberChange {
  serviceEntity: string;
  newNumber: string;
}

/** The payload a ChangeNumber order stores. */
export function numberChangePayload(payload: unknown): NumberChange | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const record = payload as Record<string, unknown>;
  const { serviceEntity, newNumber } = record;
  return typeof serviceEntity === 'string' && typeof newNumber === 'string'
    ? { serviceEntity, newNumber }
    : undefined;
}
