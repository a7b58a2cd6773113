import type { FastifyInstance } from 'fastify';
import {
  availableNumbersSchema,
  bringYourNumberRequestSchema,
  changeNumberRequestSchema,
  envelopeSchema,
  mobileManagementOrderSchema,
  serviceEntitySchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { changeNumber, findAvailableNumbers, requestPortIn } from './number-orders';
import { accountHolders, accountOwner } from '../../auth';
import { accountParams, refusals, zodRoutes } from '../route-kit';

const ORDERING = '/mobile/v2/ordering/accounts/:accountCode';
const lineParams = accountParams.extend({ id: serviceEntitySchema });
const errors = refusals(400, 401, 403, 404, 409);
const owner = accountOwner({ feature: 'mobile' });
const tags = ['mobile'];

/** Number change and bring-your-number: both become orders. */
export function mobileNumberOrderRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      `${ORDERING}/serviceEntities/:id/availableNumbers`,
      {
        config: { access: accountHolders({ serviceParam: 'id' }) },
        schema: {
          tags,
          summary: 'Numbers the line can change to',
          params: lineParams,
          response: { 200: envelopeSchema(availableNumbersSchema), ...errors },
        },
      },
      async (request) =>
        ok(await findAvailableNumbers(db, request.params.accountCode, request.params.id)),
    );
    routes.post(
      `${ORDERING}/serviceEntities/:id/changeNumber`,
      {
        config: { access: accountOwner({ serviceParam: 'id', feature: 'mobile' }) },
        schema: {
          tags,
          summary: 'Order a new number for the line (a pending ChangeNumber order)',
          params: lineParams,
          body: changeNumberRequestSchema,
          response: { 200: envelopeSchema(mobileManagementOrderSchema), ...errors },
        },
      },
      async (request) =>
        ok(await changeNumber(db, request.params.accountCode, request.params.id, request.body), {
          message: 'Your number change has been ordered.',
        }),
    );
    routes.post(
      `${ORDERING}/portIn`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Bring your number from another provider (a PortIn order)',
          params: accountParams,
          body: bringYourNumberRequestSchema,
          response: { 200: envelopeSchema(mobileManagementOrderSchema), ...errors },
        },
      },
      async (request) =>
        ok(await requestPortIn(db, request.params.accountCode, request.body), {
          message: 'Your request to bring your number has been sent.',
        }),
    );
  };
}
