const encode = encodeURIComponent;

/** Where the recharge calls of spec section 7 live. */
export const RECHARGE = '/recharge/v1';

/** `/recharge/v1/configuration/accounts/{a}/serviceEntities/{s}{rest}`: a line's settings. */
export function configurationPath(accountCode: string, serviceEntity: string, rest = ''): string {
  return `${RECHARGE}/configuration/accounts/${encode(accountCode)}/serviceEntities/${encode(serviceEntity)}${rest}`;
}

/** `/recharge/v1/payments/accounts/{a}{rest}`: the calls that top up. */
export function rechargePaymentsPath(accountCode: string, rest: string): string {
  return `${RECHARGE}/payments/accounts/${encode(accountCode)}${rest}`;
}
