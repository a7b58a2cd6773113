import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  idempotencyKeyHeaderSchema,
  moveAddressOrderRequestSchema,
  moveAddressOrderResultSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { placeMoveOrder } from './place-move-order';
import { accountOwner } from '../../auth';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
/** A move changes the account: the owner's (staff always may), where a move is offered. */
const owner = accountOwner('accountCode', { feature: 'moveHouse' });

/** Move house (spec sections 6 and 7): the sales call that books a move. */
export function moveHouseRoutes(db: Db) {
  return (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/sales/v3/ordering/accounts/:accountCode/moveAddressOrders',
      {
        config: { access: owner },
        schema: {
          tags: ['sales'],
          summary: 'Book a move of the account’s power and broadband to a new address (MoveHouse)',
          params: z.object({ accountCode: accountCodeSchema }),
          headers: idempotencyKeyHeaderSchema,
          body: moveAddressOrderRequestSchema,
          response: { 200: envelopeSchema(moveAddressOrderResultSchema), ...errors },
        },
      },
      async (request) => {
        const order = await placeMoveOrder(
          db,
          request.params.accountCode,
          request.body,
          request.headers['idempotency-key'],
        );
        return ok(order, { message: `${order.summary} is booked.` });
      },
    );
  };
}
