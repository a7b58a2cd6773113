/**
 * The run keys of decision 012: an automatic top-up's unique key, so a trigger or a period
 * tops a line up once however many schedulers see it.
 */

/** One target's monthly top-up of a `yyyy-MM` period. */
export function monthlyRunKey(targetMsisdn: string, period: string): string {
  return `monthly:${targetMsisdn}:${period}`;
}

/** The low-balance top-up that one spend (by its id) set off. */
export function lowBalanceRunKey(serviceEntity: string, spendId: string): string {
  return `low-balance:${serviceEntity}:${spendId}`;
}
