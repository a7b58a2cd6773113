import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addProductOrderRequestSchema,
  cancellationOrderRequestSchema,
  envelopeSchema,
  newLineOrderViewSchema,
  orderImpactItemSchema,
  orderImpactQuerySchema,
  orderReceiptSchema,
  productChangeOrderRequestSchema,
  productChangeOrderResultSchema,
} from '@portal/contracts';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { createNewLineOrder } from '../sales-new-line';
import { addAddonOrder } from './add-addon-order';
import { createCancellationOrder } from './create-cancellation-order';
import { createProductChangeOrder } from './create-product-change-order';
import { getOrderImpact } from './get-order-impact';
import { accountOwner } from '../../auth';
import { accountParams, accountRouter, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const SALES = '/sales/v3/ordering/accounts/:accountCode';
const tags = ['sales'];
const errors = refusals(400, 401, 403, 404, 409);
/** Every sales order changes the account's mobile lines: the owner's (staff always may). */
const owner = accountOwner({ feature: 'mobile' });

/** A new line comes with hardware (a SIM, eSIM or handset); an add-on does not. */
function isNewLineBody(body: Record<string, unknown>): boolean {
  return 'hardwareOrders' in body || 'orderToken' in body;
}

/** The sales orders of spec section 7 that a mobile change needs. */
export const salesRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: errors });
    account.post(`${SALES}/orderImpact`, {
      access: owner,
      summary: 'What a plan change would do, before it is ordered',
      querystring: orderImpactQuerySchema,
      body: productChangeOrderRequestSchema,
      data: z.array(orderImpactItemSchema),
      answer: (request) => getOrderImpact(db, request.params.accountCode, request.body),
    });
    account.post(`${SALES}/productChangeOrders`, {
      access: owner,
      summary: 'Change a line’s plan; the result is OK, NotOk, OkWithCaveats or Failed',
      body: productChangeOrderRequestSchema,
      data: productChangeOrderResultSchema,
      answer: (request) =>
        createProductChangeOrder(db, request.params.accountCode, request.body, request.log),
    });
    // Two orders behind one path, each with its own answer and words: written out.
    zodRoutes(app).post(
      `${SALES}/addProductOrders`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Add an add-on to a line, or (with hardwareOrders) order a new line',
          params: accountParams,
          body: z.record(z.string(), z.unknown()),
          response: {
            200: envelopeSchema(z.union([newLineOrderViewSchema, orderReceiptSchema])),
            ...errors,
          },
        },
      },
      async (request) => {
        const { accountCode } = request.params;
        if (isNewLineBody(request.body)) {
          return ok(await createNewLineOrder(db, { accountCode, order: request.body }));
        }
        const parsed = addProductOrderRequestSchema.safeParse(request.body);
        if (!parsed.success) {
          throw AppError.badRequest(
            parsed.error.issues[0]?.message ?? 'The order is not complete.',
          );
        }
        return ok(await addAddonOrder(db, accountCode, parsed.data), {
          message: 'Your add-on has been added.',
        });
      },
    );
    account.post(`${SALES}/cancellationOrders`, {
      access: owner,
      summary: 'End add-ons now',
      body: cancellationOrderRequestSchema,
      data: orderReceiptSchema,
      answer: (request) =>
        createCancellationOrder(
          db,
          request.params.accountCode,
          request.body.additionalProductsToCancel,
        ),
    });
  };
};
