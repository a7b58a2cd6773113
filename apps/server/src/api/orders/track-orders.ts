import { desc, eq } from 'drizzle-orm';
import { MOVE_HOUSE_ORDER_TYPE, POWER_ORDER_TYPES, type TrackedOrder } from '@portal/contracts';
import { orderSteps, toNzDateKey, type OrderKind, type OrderOutcome } from '@portal/domain';
import type { Db } from '../../db/client';
import { modemReturns, orders } from '../../db/schema';
import { toAccountOrder } from './find-account-orders';

/** Which steps an order type goes through; a type not named here is a one-step order. */
const KIND_OF_TYPE: Readonly<Record<string, OrderKind>> = {
  ProductChange: 'planChange',
  BroadbandPlanChange: 'planChange',
  VoicePlanChange: 'planChange',
  [POWER_ORDER_TYPES.planChange]: 'planChange',
  [POWER_ORDER_TYPES.signUp]: 'signUp',
  [MOVE_HOUSE_ORDER_TYPE]: 'move',
  NewLine: 'newLine',
  PortIn: 'numberPort',
};

const OUTCOME_OF_STATUS: Readonly<Record<string, OrderOutcome>> = {
  Pending: 'open',
  Submitted: 'open',
  Completed: 'done',
  Cancelled: 'cancelled',
  Failed: 'failed',
  Rejected: 'failed',
};

type OrderRow = typeof orders.$inferSelect;
type ModemReturnRow = typeof modemReturns.$inferSelect;

function trackedOrder(row: OrderRow, today: string): TrackedOrder | undefined {
  const order = toAccountOrder(row, today);
  if (order === undefined) return undefined;
  const kind = KIND_OF_TYPE[row.orderType] ?? 'other';
  const outcome = OUTCOME_OF_STATUS[order.status] ?? 'open';
  const steps = orderSteps({
    kind,
    outcome,
    orderedOn: toNzDateKey(row.createdAt),
    dueOn: row.requestedDateOfProvisioning,
    // The order's last change is its finish once it is no longer open.
    finishedOn: outcome === 'open' || row.updatedAt === null ? null : toNzDateKey(row.updatedAt),
    stepDates: row.stepDates,
  });
  return {
    trackingId: row.orderId,
    kind,
    outcome,
    summary: order.summary,
    status: order.status,
    cancellableOrderId: order.cancellable ? row.orderId : null,
    createdAt: order.createdAt,
    steps,
  };
}

function trackedModemReturn(row: ModemReturnRow): TrackedOrder {
  const day = (instant: Date | null) => (instant === null ? undefined : toNzDateKey(instant));
  const received = day(row.receivedAt);
  const closed = day(row.closedAt);
  const outcome: OrderOutcome = closed === undefined ? 'open' : 'done';
  return {
    trackingId: `modem-return-${String(row.id)}`,
    kind: 'modemReturn',
    outcome,
    summary: 'Return of your modem',
    status: null,
    cancellableOrderId: null,
    createdAt: row.createdAt.toISOString(),
    steps: orderSteps({
      kind: 'modemReturn',
      outcome,
      orderedOn: toNzDateKey(row.createdAt),
      dueOn: null,
      finishedOn: closed ?? null,
      stepDates: {
        ...(received === undefined ? {} : { received }),
        ...(closed === undefined ? {} : { closed }),
      },
    }),
  };
}

/**
 * Every order of the account with its steps, newest first: the orders table and the modem
 * returns, which are kept apart because a return is started by a link, not an order.
 */
export async function trackAccountOrders(
  db: Db,
  accountCode: string,
  now = new Date(),
): Promise<TrackedOrder[]> {
  const [orderRows, returnRows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.accountCode, accountCode))
      .orderBy(desc(orders.createdAt)),
    db
      .select()
      .from(modemReturns)
      .where(eq(modemReturns.accountCode, accountCode))
      .orderBy(desc(modemReturns.createdAt)),
  ]);
  const today = toNzDateKey(now);
  const tracked = [
    ...orderRows.flatMap((row) => trackedOrder(row, today) ?? []),
    ...returnRows.map(trackedModemReturn),
  ];
  return tracked.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
