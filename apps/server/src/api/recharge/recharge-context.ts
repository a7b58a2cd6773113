import type { ModuleContext } from '../../platform/module-context';
import { createGatewayClient, type PaymentsContext } from '../payments';

/** Top-ups need what bill payments need: the database, configuration and the gateway. */
export type RechargeContext = PaymentsContext;

/**
 * How a retry under a used Idempotency-Key waits for the first request: a top-up takes a
 * gateway call and a settlement, and on a busy server fifty retries polling every 100 ms
 * would slow the first one down. They wait up to 45 s (calls time out at 60 s).
 */
export const TOP_UP_RETRY_WAIT = { waitMs: 45_000, pollMs: 250 };

/**
 * A saved-card top-up whose process died mid-way (its key left InProgress) is taken over by
 * a retry after this long, as a bill payment is (decision 035).
 */
export const TOP_UP_TAKE_OVER_MS = 20_000;

/** For the routes and for the scheduler, which runs outside any request. */
export function createRechargeContext(
  context: Pick<ModuleContext, 'config' | 'database' | 'fetch'>,
): RechargeContext {
  return {
    db: context.database.db,
    config: context.config,
    gateway: createGatewayClient(context.config, context.fetch),
  };
}
