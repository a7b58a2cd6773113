import type { FastifyInstance } from 'fastify';
import {
  arrangementParamsSchema,
  arrangementRequestSchema,
  cancelArrangementBodySchema,
  paymentArrangementSchema,
  paymentHelpSchema,
} from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { callerOf } from '../../auth';
import { accountRouter, anyHolder, paymentOwner, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';
import { cancelArrangement } from './cancel-arrangement';
import { createArrangement } from './create-arrangement';
import { findPaymentHelp } from './payment-help';

const BASE = '/accounts/:accountCode/paymentArrangements';

/**
 * Having trouble paying? (issue 30, decision 061). Everyone who holds the account may see
 * what is owed and the arrangements; only the owner (and staff, audited as every staff
 * write is) may ask for more time, set up a plan or cancel one.
 */
export const paymentArrangementRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, {
      tags: ['payment arrangements'],
      refusals: refusals(400, 401, 403, 404, 409),
    });
    account.get(BASE, {
      access: anyHolder,
      summary:
        'What the account owes and has overdue, its unpaid bills and its payment arrangements',
      data: paymentHelpSchema,
      refusals: refusals(401, 403, 404),
      answer: (request) => findPaymentHelp(db, request.params.accountCode),
    });
    account.post(BASE, {
      access: paymentOwner,
      summary: 'Ask for more time on a bill, or set up a payment plan',
      body: arrangementRequestSchema,
      data: paymentArrangementSchema,
      message: (made) =>
        made.kind === 'extension'
          ? `Done. You now have until ${formatDate(made.newDueDate ?? '')} to pay this bill.`
          : 'Your payment plan is set up. We will remind you if an instalment is missed.',
      answer: (request) =>
        createArrangement(db, request.params.accountCode, callerOf(request), request.body),
    });
    account.post(`${BASE}/:arrangementId/cancel`, {
      access: paymentOwner,
      summary: 'Cancel a payment arrangement (staff give a reason)',
      params: arrangementParamsSchema,
      body: cancelArrangementBodySchema,
      data: paymentArrangementSchema,
      message: 'The arrangement is cancelled.',
      answer: (request) =>
        cancelArrangement(
          db,
          request.params.accountCode,
          request.params.arrangementId,
          callerOf(request),
          request.body.reason,
        ),
    });
  };
};
