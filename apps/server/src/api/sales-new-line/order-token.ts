import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { OrderToken } from '@portal/contracts';
import type { Db, Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/*
 * Order tokens live in the idempotency-key table (no table of their own yet): scope names
 * them, requestHash holds the account they are bound to, InProgress means unused and
 * Completed means an order was placed with it (response holds its id).
 */
export const ORDER_TOKEN_SCOPE = 'new-line-order-token';
export const ORDER_TOKEN_LIFETIME_MS = 30 * 60_000;

/** POST …/newLine/orderToken: a fresh single-use token for this account. */
export async function createOrderToken(
  db: Db,
  accountCode: string,
  now = new Date(),
): Promise<OrderToken> {
  const orderToken = randomBytes(24).toString('base64url');
  await db.insert(idempotencyKeys).values({
    scope: ORDER_TOKEN_SCOPE,
    key: orderToken,
    requestHash: accountCode,
    status: 'InProgress',
    createdAt: now,
  });
  return {
    orderToken,
    expiresAt: new Date(now.getTime() + ORDER_TOKEN_LIFETIME_MS).toISOString(),
  };
}

export type TokenClaim = { kind: 'claimed' } | { kind: 'used'; orderId: string };

const invalid = () =>
  AppError.badRequest(
    'This order has expired. Please start again to place your order.',
    'order_token_invalid',
  );

/**
 * Takes the token for one order, inside the order's transaction. The conditional update
 * is the lock: of two submits with one token only one sees an unused token; the other is
 * told which order the token already made.
 */
export async function claimOrderToken(
  tx: Tx,
  accountCode: string,
  orderToken: string,
  now: Date,
): Promise<TokenClaim> {
  const oldest = new Date(now.getTime() - ORDER_TOKEN_LIFETIME_MS);
  const bound = and(
    eq(idempotencyKeys.scope, ORDER_TOKEN_SCOPE),
    eq(idempotencyKeys.key, orderToken),
    eq(idempotencyKeys.requestHash, accountCode),
  );
  const claimed = await tx
    .update(idempotencyKeys)
    .set({ status: 'Completed', completedAt: now })
    .where(
      and(bound, eq(idempotencyKeys.status, 'InProgress'), gt(idempotencyKeys.createdAt, oldest)),
    )
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: 'claimed' };
  const [row] = await tx.select().from(idempotencyKeys).where(bound);
  const orderId = usedBy(row?.response);
  if (row?.status === 'Completed' && orderId !== undefined) return { kind: 'used', orderId };
  throw invalid();
}

/** Records which order a claimed token made, so a repeat submit can answer with it. */
export async function recordTokenOrder(tx: Tx, orderToken: string, orderId: string): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ response: { orderId }, responseStatus: 200 })
    .where(and(eq(idempotencyKeys.scope, ORDER_TOKEN_SCOPE), eq(idempotencyKeys.key, orderToken)));
}

function usedBy(response: unknown): string | undefined {
  if (typeof response !== 'object' || response === null || !('orderId' in response))
    return undefined;
  return typeof response.orderId === 'string' ? response.orderId : undefined;
}
