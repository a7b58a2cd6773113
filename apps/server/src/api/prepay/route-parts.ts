import { z } from 'zod';
import { accountCodeSchema, errorEnvelopeSchema, msisdnSchema } from '@portal/contracts';
import { accountHolders, accountOwner } from '../../auth';

/** Where the two families of spec section 7 live; both set the same rows. */
export const MANAGEMENT_PREFIX =
  '/mobile/v2/prepay/management/accountCode/:accountCode/serviceEntities/:serviceEntity';
export const RECHARGE_PREFIX =
  '/recharge/v1/configuration/accounts/:accountCode/serviceEntities/:serviceEntity';
export const tags = ['prepay'];

/** The account and one of its prepay lines, as both families' paths name them. */
export const lineParams = z.object({ accountCode: accountCodeSchema, serviceEntity: msisdnSchema });

/** Reading is open to everyone on the account (and staff); the line must be the account's. */
export const lineReadAccess = accountHolders('accountCode', { serviceParam: 'serviceEntity' });
/** Changing how a line is topped up is the owner's (staff always may), paid by card. */
export const lineOwnerAccess = accountOwner('accountCode', {
  serviceParam: 'serviceEntity',
  feature: 'payment',
});

export const readErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
/** A setting can also be refused for its card or its target number. */
export const writeErrors = { ...readErrors, 422: errorEnvelopeSchema };
