import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountProductsSchema,
  accountSchema,
  envelopeSchema,
  gstDetailsSchema,
  internetServiceDetailsSchema,
  offerSchema,
  offersQuerySchema,
  offersV2Schema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { findAccountProducts } from './find-account-products';
import { findInternetServices } from './find-internet-services';
import { findOffers } from './find-offers';
import { findOffersV2 } from './find-offers-v2';
import { accountAnswer } from './get-account';
import { getGstDetails } from './get-gst-details';
import { accountWriteRoutes } from './write-routes';
import { accountParams, anyHolder, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const errors = refusals(401, 403, 404);
const tags = ['accounts'];

/** The Accounts calls of spec section 7; every reader of the account may call these. */
export const accountRoutes: DomainRoutes = ({ database: { db } }) => {
  return async (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      '/accounts/:accountCode',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'An account, with the caller’s roles on it',
          params: accountParams,
          response: { 200: envelopeSchema(accountSchema), ...errors },
        },
      },
      // The answer comes checked against the 200 schema and serialised (get-account.ts).
      async (request, reply) => {
        const answer = await accountAnswer(
          db,
          request.params.accountCode,
          request.accountRoles ?? [],
        );
        return reply.type('application/json; charset=utf-8').send(answer as never);
      },
    );
    routes.get(
      '/accounts/:accountCode/products',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The account’s core and additional products',
          params: accountParams,
          response: { 200: envelopeSchema(accountProductsSchema), ...errors },
        },
      },
      async (request) => ok(await findAccountProducts(db, request.params.accountCode)),
    );
    routes.get(
      '/accounts/:accountCode/offers',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'Plans on offer for a business group, priced per bill (Monthly by default)',
          params: accountParams,
          querystring: offersQuerySchema,
          response: {
            200: envelopeSchema(z.array(offerSchema)),
            ...refusals(400),
            ...errors,
          },
        },
      },
      async (request) => ok(await findOffers(db, request.params.accountCode, request.query)),
    );
    routes.get(
      '/offers/v2/accounts/:accountCode/offers',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'Offers for the account’s own group and bill cycle, priced as it sees prices',
          params: accountParams,
          response: { 200: envelopeSchema(offersV2Schema), ...errors },
        },
      },
      async (request) => ok(await findOffersV2(db, request.params.accountCode)),
    );
    routes.get(
      '/accounts/:accountCode/gst',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'Whether the account is shown GST-inclusive amounts',
          params: accountParams,
          response: { 200: envelopeSchema(gstDetailsSchema), ...errors },
        },
      },
      async (request) => ok(await getGstDetails(db, request.params.accountCode)),
    );
    routes.get(
      '/accounts/:accountCode/internetServices',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The account’s broadband connections with activation and blocking status',
          params: accountParams,
          response: { 200: envelopeSchema(z.array(internetServiceDetailsSchema)), ...errors },
        },
      },
      async (request) => ok(await findInternetServices(db, request.params.accountCode)),
    );
    await app.register(accountWriteRoutes(db));
  };
};
