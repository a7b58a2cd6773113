import { accountOwner } from '../../auth';
import { refusals } from '../route-kit';

/** Where the recharge calls of spec section 7 live. */
export const RECHARGE = '/recharge/v1';
export const tags = ['recharge'];

/**
 * The refusals of a call that tops up: the checks, a reused Idempotency-Key (422), the
 * gateway down (502), a maintenance window (503, with Retry-After).
 */
export const topUpErrors = refusals(400, 401, 403, 404, 409, 422, 502, 503);

/** Money moves only for the account owner (staff always may), where it takes payments. */
export const ownerAccess = accountOwner({ feature: 'payment' });
