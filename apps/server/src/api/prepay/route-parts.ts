import { msisdnSchema } from '@portal/contracts';
import { accountHolders, accountOwner } from '../../auth';
import { accountParams, refusals } from '../route-kit';

/** Where the two families of spec section 7 live; both set the same rows. */
export const MANAGEMENT_PREFIX =
  '/mobile/v2/prepay/management/accountCode/:accountCode/serviceEntities/:serviceEntity';
export const RECHARGE_PREFIX =
  '/recharge/v1/configuration/accounts/:accountCode/serviceEntities/:serviceEntity';
export const tags = ['prepay'];

/** The account and one of its prepay lines, as both families' paths name them. */
export const lineParams = accountParams.extend({ serviceEntity: msisdnSchema });

/** Reading is open to everyone on the account (and staff); the line must be the account's. */
export const lineReadAccess = accountHolders({ serviceParam: 'serviceEntity' });
/** Changing how a line is topped up is the owner's (staff always may), paid by card. */
export const lineOwnerAccess = accountOwner({
  serviceParam: 'serviceEntity',
  feature: 'payment',
});

export const readErrors = refusals(400, 401, 403, 404);
/** A setting can also be refused for its card or its target number. */
export const writeErrors = { ...readErrors, ...refusals(422) };
