import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ChangeNumberRequest,
  MobileManagementOrder,
  bringYourNumberRequestSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { mobileServices, orders } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findPendingNumberChanges, numberChangePayload } from './find-mobile-services';
import { lineRow } from './update-line';

/** Numbers we hold for customers to change to (ours: the spec shows no number source). */
const NUMBER_POOL = Array.from({ length: 100 }, (_, i) => `022555${String(1000 + i * 7)}`);
const OFFERED = 5;

async function numbersInUse(db: Db): Promise<Set<string>> {
  const lines = await db.select({ number: mobileServices.serviceEntity }).from(mobileServices);
  const pending = await db
    .select({ payload: orders.payload })
    .from(orders)
    .where(and(eq(orders.orderType, 'ChangeNumber'), eq(orders.status, 'Pending')));
  return new Set([
    ...lines.map((line) => line.number),
    ...pending.flatMap(({ payload }) => numberChangePayload(payload)?.newNumber ?? []),
  ]);
}

/**
 * GET …/serviceEntities/{id}/availableNumbers: five free numbers, starting at a place that
 * depends on the line so two lines are not all offered the same five.
 */
export async function findAvailableNumbers(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<string[]> {
  await lineRow(db, accountCode, serviceEntity);
  const used = await numbersInUse(db);
  const start = Number(serviceEntity.slice(-2)) % NUMBER_POOL.length;
  const rotated = [...NUMBER_POOL.slice(start), ...NUMBER_POOL.slice(0, start)];
  return rotated.filter((number) => !used.has(number)).slice(0, OFFERED);
}

const orderOf = (row: typeof orders.$inferSelect): MobileManagementOrder => ({
  orderId: row.orderId,
  orderType: row.orderType === 'PortIn' ? 'PortIn' : 'ChangeNumber',
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  payload: numberPayloadRecord(row.payload),
});

function numberPayloadRecord(payload: unknown): Record<string, unknown> {
  return typeof payload === 'object' && payload !== null ? { ...payload } : {};
}

/**
 * POST /mobile/v2/ordering/…/serviceEntities/{id}/changeNumber. The number is the line's
 * primary key and the tables that reference it have no ON UPDATE rule, so the change is
 * stored as a pending ChangeNumber order (provisioning swaps the number); the line shows
 * it as its pending number. One pending change per line; the new number must be offered.
 */
export async function changeNumber(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  request: ChangeNumberRequest,
): Promise<MobileManagementOrder> {
  return db.transaction(async (tx) => {
    const line = await lineRow(tx, accountCode, serviceEntity);
    if (line.status === 'Cancelled')
      throw AppError.conflict('A cancelled number cannot be changed.');
    const pending = await findPendingNumberChanges(tx, accountCode);
    if (pending.some((change) => change.serviceEntity === serviceEntity)) {
      throw AppError.conflict('A number change is already under way for this line.');
    }
    const offered = await findAvailableNumbers(tx, accountCode, serviceEntity);
    if (!offered.includes(request.newNumber)) {
      throw AppError.conflict('That number is no longer available. Please choose another.');
    }
    const [row] = await tx
      .insert(orders)
      .values({
        orderId: randomUUID(),
        accountCode,
        orderType: 'ChangeNumber',
        status: 'Pending',
        payload: { serviceEntity, newNumber: request.newNumber },
      })
      .returning();
    if (row === undefined) throw new Error('the order was not stored');
    return orderOf(row);
  });
}

/**
 * POST /mobile/v2/ordering/accounts/{accountCode}/portIn: bring your number. Stored as a
 * PortIn order the porting team works from; the body schema has refused a request without
 * the authority (spec section 5's message).
 */
export async function requestPortIn(
  db: Db,
  accountCode: string,
  parsed: z.output<typeof bringYourNumberRequestSchema>,
): Promise<MobileManagementOrder> {
  const [inUse] = await db
    .select({ accountCode: mobileServices.accountCode })
    .from(mobileServices)
    .where(eq(mobileServices.serviceEntity, parsed.mobileNumber));
  if (inUse !== undefined) throw AppError.conflict('That number is already with us.');
  const [row] = await db
    .insert(orders)
    .values({
      orderId: randomUUID(),
      accountCode,
      orderType: 'PortIn',
      status: 'Submitted',
      payload: { ...parsed },
    })
    .returning();
  if (row === undefined) throw new Error('the order was not stored');
  return orderOf(row);
}
