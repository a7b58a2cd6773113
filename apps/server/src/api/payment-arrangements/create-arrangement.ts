import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ArrangementRequest, PaymentArrangement } from '@portal/contracts';
import {
  EXTENSION_MAX_DAYS_AFTER_DUE,
  extensionRefusal,
  formatDate,
  formatNzd,
  latestExtensionDate,
  maxInstalments,
  PLAN_FIRST_INSTALMENT_WITHIN_DAYS,
  PLAN_INSTALMENT_LIMITS,
  planRefusal,
  type ExtensionRefusal,
  type PlanRefusal,
} from '@portal/domain';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { accounts, paymentArrangements } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findSettlement } from '../billing';
import { findPaymentHelp, toArrangement, type ArrangementRow } from './payment-help';

const EXTENSION_MESSAGES: Record<ExtensionRefusal, (latest: string) => string> = {
  'nothing-to-pay': () => 'This bill is already paid, so there is nothing to give more time for.',
  'already-extended': () =>
    'This bill has already had more time. A payment plan can spread what is left over more weeks.',
  'not-after-today': () => 'Choose a date after today and after the bill’s due date.',
  'too-late': (latest) =>
    `Choose a date up to ${formatDate(latest)}: we can give up to ${String(EXTENSION_MAX_DAYS_AFTER_DUE)} days after the due date. For longer, set up a payment plan.`,
};

/** Past the latest date a bill could be moved to, only a plan can help. */
const PAST_EXTENSION =
  'This bill is more than 14 days past its due date, so we cannot move it. A payment plan can spread it over more weeks.';

function planMessage(refusal: PlanRefusal, amountCents: number, request: PlanRequest): string {
  switch (refusal) {
    case 'nothing-to-pay':
      return request.covers === 'overdue'
        ? 'Nothing is overdue on this account, so there is nothing to spread.'
        : 'Nothing is unpaid on this account, so there is nothing to spread.';
    case 'instalments-out-of-range': {
      const { min } = PLAN_INSTALMENT_LIMITS[request.frequency];
      const max = maxInstalments(amountCents, request.frequency);
      return max < min
        ? `${formatNzd(amountCents)} is too little to spread ${request.frequency}. Ask for more time instead.`
        : `Choose between ${String(min)} and ${String(max)} ${request.frequency} instalments for ${formatNzd(amountCents)}.`;
    }
    case 'first-date-out-of-range':
      return `Choose a first payment date from today to ${String(PLAN_FIRST_INSTALMENT_WITHIN_DAYS)} days from now.`;
  }
}

type PlanRequest = Extract<ArrangementRequest, { kind: 'plan' }>;

/** Locks the account row so two requests for it (a double click) are made one at a time. */
async function lockAccount(tx: Parameters<Parameters<Db['transaction']>[0]>[0], code: string) {
  await tx
    .select({ accountCode: accounts.accountCode })
    .from(accounts)
    .where(eq(accounts.accountCode, code))
    .for('update');
}

const sameRequest = (row: ArrangementRow, request: ArrangementRequest, amount: number) =>
  request.kind === 'extension'
    ? row.newDueDate === request.newDueDate
    : row.amountCents === amount &&
      row.frequency === request.frequency &&
      row.instalmentCount === request.instalments &&
      row.firstDueDate === request.firstDueDate;

/**
 * POST …/paymentArrangements: more time on one bill, or a payment plan (decision 061).
 * Asking again for the same thing (a double click, a retry) answers the arrangement made the
 * first time; a different second plan while one is active, or a second extension of a bill,
 * is refused.
 */
export async function createArrangement(
  db: Db,
  accountCode: string,
  caller: Caller,
  request: ArrangementRequest,
): Promise<PaymentArrangement> {
  const help = await findPaymentHelp(db, accountCode);
  const { today } = help;
  let amount: number;
  if (request.kind === 'extension') {
    const bill = help.unpaidBills.find((b) => b.invoiceId === request.invoiceId);
    const existing = help.arrangements.find(
      (a) => a.kind === 'extension' && a.invoiceId === request.invoiceId,
    );
    if (bill === undefined && existing === undefined) {
      const known = await findSettlement(db, accountCode);
      if (!known.outstanding.has(request.invoiceId)) {
        throw AppError.notFound('We could not find that bill on this account.');
      }
    }
    amount = bill?.outstanding ?? existing?.amount ?? 0;
    if (existing === undefined && bill !== undefined) {
      const refusal = extensionRefusal({
        outstandingCents: bill.outstanding,
        dueDate: bill.dueDate,
        alreadyExtended: false,
        newDate: request.newDueDate,
        today,
      });
      if (refusal !== null) {
        const latest = latestExtensionDate(bill.dueDate);
        throw AppError.badRequest(
          refusal === 'too-late' && latest <= today
            ? PAST_EXTENSION
            : EXTENSION_MESSAGES[refusal](latest),
          refusal,
        );
      }
    } else if (existing === undefined) {
      throw AppError.badRequest(EXTENSION_MESSAGES['nothing-to-pay'](today), 'nothing-to-pay');
    }
  } else {
    amount = request.covers === 'overdue' ? help.overdue : help.unpaid;
    const active = help.arrangements.find((a) => a.kind === 'plan' && a.status === 'active');
    if (active === undefined) {
      const refusal = planRefusal({
        amountCents: amount,
        frequency: request.frequency,
        count: request.instalments,
        firstDate: request.firstDueDate,
        today,
      });
      if (refusal !== null) {
        throw AppError.badRequest(planMessage(refusal, amount, request), refusal);
      }
    }
  }

  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, accountCode);
    const [existing] = await tx
      .select()
      .from(paymentArrangements)
      .where(
        request.kind === 'extension'
          ? and(
              eq(paymentArrangements.kind, 'extension'),
              eq(paymentArrangements.invoiceId, request.invoiceId),
            )
          : and(
              eq(paymentArrangements.accountCode, accountCode),
              eq(paymentArrangements.kind, 'plan'),
              eq(paymentArrangements.status, 'active'),
            ),
      );
    if (existing !== undefined) {
      if (sameRequest(existing, request, amount)) return existing;
      throw request.kind === 'extension'
        ? AppError.conflict(EXTENSION_MESSAGES['already-extended'](today), 'already-extended')
        : AppError.conflict(
            'You already have a payment plan. Cancel it first if you want to set up a different one.',
            'plan-exists',
          );
    }
    const [inserted] = await tx
      .insert(paymentArrangements)
      .values({
        id: randomUUID(),
        accountCode,
        kind: request.kind,
        amountCents: amount,
        createdBy: caller.userGuid,
        createdByStaff: caller.isStaff,
        ...(request.kind === 'extension'
          ? { invoiceId: request.invoiceId, newDueDate: request.newDueDate }
          : {
              frequency: request.frequency,
              instalmentCount: request.instalments,
              firstDueDate: request.firstDueDate,
            }),
      })
      .returning();
    if (inserted === undefined) throw new Error('The arrangement was not saved');
    return inserted;
  });
  const settlement = await findSettlement(db, accountCode);
  return toArrangement(db, row, today, settlement.outstanding);
}
