import type { FastifyInstance } from 'fastify';
import {
  availableNumbersSchema,
  bringYourNumberRequestSchema,
  changeNumberRequestSchema,
  mobileManagementOrderSchema,
  serviceEntitySchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { changeNumber, findAvailableNumbers, requestPortIn } from './number-orders';
import { accountHolders, accountOwner } from '../../auth';
import { accountParams, accountRouter, refusals } from '../route-kit';

const ORDERING = '/mobile/v2/ordering/accounts/:accountCode';
const lineParams = accountParams.extend({ id: serviceEntitySchema });
const errors = refusals(400, 401, 403, 404, 409);
const owner = accountOwner({ feature: 'mobile' });
const tags = ['mobile'];

/** Number change and bring-your-number: both become orders. */
export function mobileNumberOrderRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: errors });
    account.get(`${ORDERING}/serviceEntities/:id/availableNumbers`, {
      access: accountHolders({ serviceParam: 'id' }),
      summary: 'Numbers the line can change to',
      params: lineParams,
      data: availableNumbersSchema,
      answer: (request) => findAvailableNumbers(db, request.params.accountCode, request.params.id),
    });
    account.post(`${ORDERING}/serviceEntities/:id/changeNumber`, {
      access: accountOwner({ serviceParam: 'id', feature: 'mobile' }),
      summary: 'Order a new number for the line (a pending ChangeNumber order)',
      params: lineParams,
      body: changeNumberRequestSchema,
      data: mobileManagementOrderSchema,
      message: 'Your number change has been ordered.',
      answer: (request) =>
        changeNumber(db, request.params.accountCode, request.params.id, request.body),
    });
    account.post(`${ORDERING}/portIn`, {
      access: owner,
      summary: 'Bring your number from another provider (a PortIn order)',
      body: bringYourNumberRequestSchema,
      data: mobileManagementOrderSchema,
      message: 'Your request to bring your number has been sent.',
      answer: (request) => requestPortIn(db, request.params.accountCode, request.body),
    });
  };
}
