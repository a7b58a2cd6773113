import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  accountProductsSchema,
  accountSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  gstDetailsSchema,
  internetServiceDetailsSchema,
  mobileAlertSchema,
  offerSchema,
  offersQuerySchema,
  offersV2Schema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findAccountProducts } from './find-account-products';
import { findInternetServices } from './find-internet-services';
import { findMobileAlerts } from './find-mobile-alerts';
import { findOffers } from './find-offers';
import { findOffersV2 } from './find-offers-v2';
import { accountAnswer } from './get-account';
import { getGstDetails } from './get-gst-details';
import { accountWriteRoutes } from './write-routes';
import { accountHolders } from '../../auth';

const params = z.object({ code: accountCodeSchema });
const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const access = accountHolders('code');
const tags = ['accounts'];

/** The Accounts calls of spec section 7; every reader of the account may call these. */
export function accountRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/accounts/:code',
      {
        config: { access },
        schema: {
          tags,
          summary: 'An account, with the caller’s roles on it',
          params,
          response: { 200: envelopeSchema(accountSchema), ...errors },
        },
      },
      // The answer comes checked against the 200 schema and serialised (get-account.ts).
      async (request, reply) => {
        const answer = await accountAnswer(db, request.params.code, request.accountRoles ?? []);
        return reply.type('application/json; charset=utf-8').send(answer as never);
      },
    );
    routes.get(
      '/accounts/:code/products',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The account’s core and additional products',
          params,
          response: { 200: envelopeSchema(accountProductsSchema), ...errors },
        },
      },
      async (request) => ok(await findAccountProducts(db, request.params.code)),
    );
    routes.get(
      '/accounts/:code/offers',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Plans on offer for a business group, priced per bill (Monthly by default)',
          params,
          querystring: offersQuerySchema,
          response: {
            200: envelopeSchema(z.array(offerSchema)),
            400: errorEnvelopeSchema,
            ...errors,
          },
        },
      },
      async (request) => ok(await findOffers(db, request.params.code, request.query)),
    );
    routes.get(
      '/offers/v2/accounts/:code/offers',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Offers for the account’s own group and bill cycle, priced as it sees prices',
          params,
          response: { 200: envelopeSchema(offersV2Schema), ...errors },
        },
      },
      async (request) => ok(await findOffersV2(db, request.params.code)),
    );
    routes.get(
      '/accounts/:code/gst',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Whether the account is shown GST-inclusive amounts',
          params,
          response: { 200: envelopeSchema(gstDetailsSchema), ...errors },
        },
      },
      async (request) => ok(await getGstDetails(db, request.params.code)),
    );
    routes.get(
      '/accounts/:code/internetServices',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The account’s broadband connections with activation and blocking status',
          params,
          response: { 200: envelopeSchema(z.array(internetServiceDetailsSchema)), ...errors },
        },
      },
      async (request) => ok(await findInternetServices(db, request.params.code)),
    );
    routes.get(
      '/accounts/:code/mobileAlerts',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Notices about the account’s mobile lines (data nearly used, roaming)',
          params,
          response: { 200: envelopeSchema(z.array(mobileAlertSchema)), ...errors },
        },
      },
      async (request) => ok(await findMobileAlerts(db, request.params.code)),
    );
    await app.register(accountWriteRoutes(db));
  };
}
