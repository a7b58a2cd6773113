import { z } from 'zod';
import { accountCodeSchema, errorEnvelopeSchema } from '@portal/contracts';
import { accountOwner } from '../../auth';

/** Where the recharge calls of spec section 7 live. */
export const RECHARGE = '/recharge/v1';
export const tags = ['recharge'];
export const accountParams = z.object({ accountCode: accountCodeSchema });

/**
 * The refusals of a call that tops up: the checks, a reused Idempotency-Key (422), the
 * gateway down (502), a maintenance window (503, with Retry-After).
 */
export const topUpErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/** Money moves only for the account owner (staff always may), where it takes payments. */
export const ownerAccess = accountOwner('accountCode', { feature: 'payment' });
