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
import { findAccountProducts } from './find-account-products';
import { findInternetServices } from './find-internet-services';
import { findOffers } from './find-offers';
import { findOffersV2 } from './find-offers-v2';
import { accountAnswer } from './get-account';
import { getGstDetails } from './get-gst-details';
import { accountWriteRoutes } from './write-routes';
import { accountParams, accountRouter, anyHolder, refusals, zodRoutes } from '../route-kit';
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
    const account = accountRouter(app, { tags, refusals: errors });
    account.get('/accounts/:accountCode/products', {
      access: anyHolder,
      summary: 'The account’s core and additional products',
      data: accountProductsSchema,
      answer: (request) => findAccountProducts(db, request.params.accountCode),
    });
    account.get('/accounts/:accountCode/offers', {
      access: anyHolder,
      summary: 'Plans on offer for a business group, priced per bill (Monthly by default)',
      querystring: offersQuerySchema,
      data: z.array(offerSchema),
      refusals: { ...refusals(400), ...errors },
      answer: (request) => findOffers(db, request.params.accountCode, request.query),
    });
    account.get('/offers/v2/accounts/:accountCode/offers', {
      access: anyHolder,
      summary: 'Offers for the account’s own group and bill cycle, priced as it sees prices',
      data: offersV2Schema,
      answer: (request) => findOffersV2(db, request.params.accountCode),
    });
    account.get('/accounts/:accountCode/gst', {
      access: anyHolder,
      summary: 'Whether the account is shown GST-inclusive amounts',
      data: gstDetailsSchema,
      answer: (request) => getGstDetails(db, request.params.accountCode),
    });
    account.get('/accounts/:accountCode/internetServices', {
      access: anyHolder,
      summary: 'The account’s broadband connections with activation and blocking status',
      data: z.array(internetServiceDetailsSchema),
      answer: (request) => findInternetServices(db, request.params.accountCode),
    });
    await app.register(accountWriteRoutes(db));
  };
};
