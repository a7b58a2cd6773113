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
import { accountParams, refusals, zodRoutes } from '../route-kit';
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
    const routes = zodRoutes(app);
    routes.post(
      `${SALES}/orderImpact`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'What a plan change would do, before it is ordered',
          params: accountParams,
          querystring: orderImpactQuerySchema,
          body: productChangeOrderRequestSchema,
          response: { 200: envelopeSchema(z.array(orderImpactItemSchema)), ...errors },
        },
      },
      async (request) => ok(await getOrderImpact(db, request.params.accountCode, request.body)),
    );
    routes.post(
      `${SALES}/productChangeOrders`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Change a line’s plan; the result is OK, NotOk, OkWithCaveats or Failed',
          params: accountParams,
          body: productChangeOrderRequestSchema,
          response: { 200: envelopeSchema(productChangeOrderResultSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await createProductChangeOrder(db, request.params.accountCode, request.body, request.log),
        ),
    );
    routes.post(
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
    routes.post(
      `${SALES}/cancellationOrders`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'End add-ons now',
          params: accountParams,
          body: cancellationOrderRequestSchema,
          response: { 200: envelopeSchema(orderReceiptSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await createCancellationOrder(
            db,
            request.params.accountCode,
            request.body.additionalProductsToCancel,
          ),
        ),
    );
  };
};
