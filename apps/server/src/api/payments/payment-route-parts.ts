import { z } from 'zod';
import { accountCodeSchema, errorEnvelopeSchema } from '@portal/contracts';
import { accountHolders, accountOwner } from '../../auth';

/** Where an account's payments calls live (spec section 7, /payments/v2). */
export const PREFIX = '/payments/v2/accounts/:accountCode';
export const tags = ['payments'];

/** A card id, a transaction's local id or guid: whatever the gateway or the portal gave it. */
export const idSchema = z.string().min(1).max(100);
export const params = z.object({ accountCode: accountCodeSchema });
export const cardParams = params.extend({ cardId: idSchema });
export const transactionParams = params.extend({ id: idSchema });

/** The refusals of every account call. */
export const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
/** And of the calls that move money or save a card: a reused Idempotency-Key, the gateway down. */
export const gatewayErrors = { ...errors, 422: errorEnvelopeSchema, 502: errorEnvelopeSchema };

/**
 * Reading is open to all on the account; paying and how it pays are the owner's and staff's,
 * where the account takes payments at all (spec section 6: not a farm-source account).
 */
export const readAccess = accountHolders('accountCode');
export const ownerAccess = accountOwner('accountCode', { feature: 'payment' });
