import type { FastifyInstance } from 'fastify';
import {
  smoothPayArrangementSchema,
  smoothPaySchema,
  startSmoothPayBodySchema,
  stopSmoothPayBodySchema,
} from '@portal/contracts';
import { smoothPayAmountText } from '@portal/domain';
import { callerOf } from '../../auth';
import { accountRouter, anyHolder, paymentOwner, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';
import { getSmoothPay } from './get-smooth-pay';
import { startSmoothPay } from './start-smooth-pay';
import { stopSmoothPay } from './stop-smooth-pay';

/**
 * Smooth pay (issue 30, decision 062). Every holder of the account may look; the owner
 * (or staff) starts and stops it. Staff writes are audited by the access check as all are;
 * a stop also keeps its reason.
 */
export const smoothPayRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, {
      tags: ['smooth pay'],
      refusals: refusals(400, 401, 403, 404, 409),
    });
    account.get('/accounts/:accountCode/smoothPay', {
      access: anyHolder,
      summary:
        'Smooth pay on the account (if on) with its reviews, and what it would be for each frequency, from which bills',
      data: smoothPaySchema,
      refusals: refusals(401, 403, 404),
      answer: (request) => getSmoothPay(db, request.params.accountCode, new Date()),
    });
    account.post('/accounts/:accountCode/smoothPay', {
      access: paymentOwner,
      summary: 'Start smooth pay (asking again answers the one that is on)',
      body: startSmoothPayBodySchema,
      data: smoothPayArrangementSchema,
      message: (started) =>
        `Smooth pay is on: ${smoothPayAmountText(started.amount, started.frequency)}.`,
      answer: (request) =>
        startSmoothPay(db, request.params.accountCode, request.body.frequency, new Date()),
    });
    account.post('/accounts/:accountCode/smoothPay/stop', {
      access: paymentOwner,
      summary: 'Stop smooth pay (staff say why)',
      body: stopSmoothPayBodySchema,
      data: smoothPayArrangementSchema,
      message: 'Smooth pay is off. Your bills are due in full again from the next one.',
      answer: (request) =>
        stopSmoothPay(
          db,
          callerOf(request),
          request.params.accountCode,
          request.body.reason,
          new Date(),
          request.ip,
        ),
    });
  };
};
