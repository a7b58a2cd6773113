import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GatewayContext } from '../context';
import { acceptFormBodies } from '../../platform/form-body';
import { stylesheetRoutes } from '../../platform/server-pages/stylesheet-route';
import { showPaymentPage } from './show-payment-page';
import { submitBankForm, submitCancel } from './submit-bank-form';
import { submitCardForm } from './submit-card-form';

const params = z.object({ id: z.string().min(1).max(100) });
const formBody = z.record(z.string(), z.string());

/** The hosted pages people reach by a full-page redirect; public, bound to the transaction id. */
export function pageRoutes(context: GatewayContext) {
  return (app: FastifyInstance) => {
    // The card form is five short fields; anything bigger is not one.
    acceptFormBodies(app, 4 * 1024);
    stylesheetRoutes(app, path.join(import.meta.dirname, 'gateway.css'));
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const hide = true;
    routes.get('/pay/:id', { schema: { hide, params } }, (request, reply) =>
      showPaymentPage(context, request, reply),
    );
    routes.post('/pay/:id', { schema: { hide, params, body: formBody } }, (request, reply) =>
      submitCardForm(context, request, reply),
    );
    routes.post('/pay/:id/bank', { schema: { hide, params, body: formBody } }, (request, reply) =>
      submitBankForm(context, request, reply),
    );
    routes.post('/pay/:id/cancel', { schema: { hide, params, body: formBody } }, (request, reply) =>
      submitCancel(context, request, reply),
    );
  };
}
