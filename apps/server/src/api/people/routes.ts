import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PEOPLE_MESSAGES,
  accountCodeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  linkNumberRequestSchema,
  linkedNumberParamsSchema,
  linkedNumberSchema,
  serviceAddressSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { createLinkedNumber } from './create-linked-number';
import { deleteLinkedNumber } from './delete-linked-number';
import { findLinkedNumbers } from './find-linked-numbers';
import { findServiceAddresses } from './find-service-addresses';
import { accountHolders, accountOwner } from '../../auth';

const params = z.object({ code: accountCodeSchema });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const read = accountHolders('code');
/** Changes are the account owner's (staff always may); an AccountRead user only looks. */
const owner = accountOwner('code');
const tags = ['accounts'];

/** Linked numbers and service addresses of an account (spec sections 1 and 3). */
export function peopleRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/accounts/:code/linkedNumbers',
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'Phone numbers linked to the account',
          params,
          response: { 200: envelopeSchema(z.array(linkedNumberSchema)), ...errors },
        },
      },
      async (request) => ok(await findLinkedNumbers(db, request.params.code)),
    );
    routes.post(
      '/accounts/:code/linkedNumbers',
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Link a phone number to the account (once per number)',
          params,
          body: linkNumberRequestSchema,
          response: { 201: envelopeSchema(linkedNumberSchema), ...errors },
        },
      },
      async (request, reply) => {
        const linked = await createLinkedNumber(db, request.params.code, request.body);
        void reply.code(201);
        return ok(linked, { status: 201, message: PEOPLE_MESSAGES.numberLinked });
      },
    );
    routes.delete(
      '/accounts/:code/linkedNumbers/:id',
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Remove a linked number from the account',
          params: linkedNumberParamsSchema,
          response: { 200: envelopeSchema(z.null()), ...errors },
        },
      },
      async (request) => {
        await deleteLinkedNumber(db, request.params.code, request.params.id);
        return ok(null, { message: PEOPLE_MESSAGES.numberUnlinked });
      },
    );
    routes.get(
      '/accounts/:code/serviceAddresses',
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'Addresses the account’s services are (and were) delivered to',
          params,
          response: { 200: envelopeSchema(z.array(serviceAddressSchema)), ...errors },
        },
      },
      async (request) => ok(await findServiceAddresses(db, request.params.code)),
    );
  };
}
