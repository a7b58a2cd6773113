import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  accountProductsSchema,
  accountSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findAccountProducts } from './find-account-products';
import { getAccount } from './get-account';

const params = z.object({ code: accountCodeSchema });
const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const access = { kind: 'account', accountParam: 'code' } as const;

/** The Accounts calls of spec section 7. */
export function accountRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/accounts/:code',
      {
        config: { access },
        schema: {
          tags: ['accounts'],
          summary: 'An account, with the caller’s roles on it',
          params,
          response: { 200: envelopeSchema(accountSchema), ...errors },
        },
      },
      async (request) => ok(await getAccount(db, request.params.code, request.accountRoles ?? [])),
    );
    routes.get(
      '/accounts/:code/products',
      {
        config: { access },
        schema: {
          tags: ['accounts'],
          summary: 'The account’s core and additional products',
          params,
          response: { 200: envelopeSchema(accountProductsSchema), ...errors },
        },
      },
      async (request) => ok(await findAccountProducts(db, request.params.code)),
    );
  };
}
