import type { Db, Tx } from '../../db/client';

export type { Tx };

/** A transaction, or the database itself: orders are placed inside the caller's transaction. */
export type DbOrTx = Db | Tx;

/** What an applier reads of the order it carries out. */
export interface DueOrder {
  orderId: string;
  accountCode: string;
  orderType: string;
  payload: Record<string, unknown>;
  requestedDateOfProvisioning: string;
}

/**
 * Carries out an order on its date: changes the products, inside the transaction that
 * marks the order Completed. Throwing leaves the products as they were and the order Failed.
 * Answering 'held' leaves everything as it was and the order Pending, for a person to
 * carry out (an order that could restrict a medically dependent account's power, 063).
 */
export type OrderApplier = (tx: Tx, order: DueOrder, now: Date) => Promise<undefined | 'held'>;
