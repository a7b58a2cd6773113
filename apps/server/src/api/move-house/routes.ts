import type { FastifyInstance } from 'fastify';
import {
  envelopeSchema,
  idempotencyKeyHeaderSchema,
  moveAddressOrderRequestSchema,
  moveAddressOrderResultSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { placeMoveOrder } from './place-move-order';
import { accountOwner } from '../../auth';
import { accountParams, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const errors = refusals(400, 401, 403, 404, 409, 422);
/** A move changes the account: the owner's (staff always may), where a move is offered. */
const owner = accountOwner({ feature: 'moveHouse' });

/** Move house (spec sections 6 and 7): the sales call that books a move. */
export const moveHouseRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    zodRoutes(app).post(
      '/sales/v3/ordering/accounts/:accountCode/moveAddressOrders',
      {
        config: { access: owner },
        schema: {
          tags: ['sales'],
          summary: 'Book a move of the account’s power and broadband to a new address (MoveHouse)',
          params: accountParams,
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
};
