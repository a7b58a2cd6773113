import { z } from 'zod';
import { accountOwner } from '../../auth';
import { accountParams, refusals } from '../route-kit';

/** Where an account's payments calls live (spec section 7, /payments/v2). */
export const PREFIX = '/payments/v2/accounts/:accountCode';
export const tags = ['payments'];

/** A card id, a transaction's local id or guid: whatever the gateway or the portal gave it. */
export const idSchema = z.string().min(1).max(100);
export const cardParams = accountParams.extend({ cardId: idSchema });
export const transactionParams = accountParams.extend({ id: idSchema });

/** The refusals of every account call. */
export const errors = refusals(400, 401, 403, 404, 409);
/** And of the calls that move money or save a card: a reused Idempotency-Key, the gateway down. */
export const gatewayErrors = { ...errors, ...refusals(422, 502) };

/**
 * Reading is open to all on the account (the kit's `anyHolder`); paying and how it pays are
 * the owner's and staff's, where the account takes payments at all (spec section 6: not a
 * farm-source account).
 */
export const ownerAccess = accountOwner({ feature: 'payment' });
