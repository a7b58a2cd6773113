import type { FastifyInstance } from 'fastify';
import {
  idempotencyKeyHeaderSchema,
  moveAddressOrderRequestSchema,
  moveAddressOrderResultSchema,
} from '@portal/contracts';
import { placeMoveOrder } from './place-move-order';
import { accountOwner } from '../../auth';
import { accountRouter, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const errors = refusals(400, 401, 403, 404, 409, 422);
/** A move changes the account: the owner's (staff always may), where a move is offered. */
const owner = accountOwner({ feature: 'moveHouse' });

/** Move house (spec sections 6 and 7): the sales call that books a move. */
export const moveHouseRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    accountRouter(app, { tags: ['sales'], refusals: errors }).post(
      '/sales/v3/ordering/accounts/:accountCode/moveAddressOrders',
      {
        access: owner,
        summary: 'Book a move of the account’s power and broadband to a new address (MoveHouse)',
        headers: idempotencyKeyHeaderSchema,
        body: moveAddressOrderRequestSchema,
        data: moveAddressOrderResultSchema,
        message: (order) => `${order.summary} is booked.`,
        answer: (request) =>
          placeMoveOrder(
            db,
            request.params.accountCode,
            request.body,
            request.headers['idempotency-key'],
          ),
      },
    );
  };
};
