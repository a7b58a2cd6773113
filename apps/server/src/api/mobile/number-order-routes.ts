import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  availableNumbersSchema,
  bringYourNumberRequestSchema,
  changeNumberRequestSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  mobileManagementOrderSchema,
  serviceEntitySchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { changeNumber, findAvailableNumbers, requestPortIn } from './number-orders';
import { accountHolders, accountOwner } from '../../auth';

const ORDERING = '/mobile/v2/ordering/accounts/:accountCode';
const params = z.object({ accountCode: accountCodeSchema });
const lineParams = z.object({ accountCode: accountCodeSchema, id: serviceEntitySchema });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const owner = accountOwner('accountCode', { feature: 'mobile' });
const tags = ['mobile'];

/** Number change and bring-your-number: both become orders. */
export function mobileNumberOrderRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      `${ORDERING}/serviceEntities/:id/availableNumbers`,
      {
        config: { access: accountHolders('accountCode', { serviceParam: 'id' }) },
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
        config: { access: accountOwner('accountCode', { serviceParam: 'id', feature: 'mobile' }) },
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
          params,
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
