import { and, eq } from 'drizzle-orm';
import { formatDate, formatNzd, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { paymentArrangements } from '../../db/schema';
import { planStates } from '../../api/payment-arrangements';
import type { NoticeDraft } from '../../notifications/notices';

/**
 * A payment plan instalment missed (decision 061): what was paid to the account since the
 * plan began falls short of the instalments due, a grace day after the date. Told once per
 * instalment (the dedupe key names it), by the alerts job.
 */
export async function missedInstalmentNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const today = toNzDateKey(now);
  const plans = await db
    .select()
    .from(paymentArrangements)
    .where(and(eq(paymentArrangements.kind, 'plan'), eq(paymentArrangements.status, 'active')));
  const drafts: NoticeDraft[] = [];
  for (const plan of plans) {
    for (const instalment of await planStates(db, plan, today)) {
      if (instalment.state !== 'missed') continue;
      drafts.push({
        dedupeKey: `payment-arrangement:${plan.id}:${String(instalment.number)}`,
        accountCode: plan.accountCode,
        kind: 'payment-arrangement',
        title: 'A payment plan instalment is missed',
        body: `We have not received your instalment of ${formatNzd(instalment.amountCents)} due ${formatDate(instalment.dueDate)}. Please pay it now, or talk to us if you need to change your plan.`,
        linkPath: '/account/payment-help',
        actionLabel: 'See your payment plan',
      });
    }
  }
  return drafts;
}
