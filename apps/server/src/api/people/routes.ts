import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PEOPLE_MESSAGES,
  envelopeSchema,
  linkNumberRequestSchema,
  linkedNumberParamsSchema,
  linkedNumberSchema,
  serviceAddressSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { createLinkedNumber } from './create-linked-number';
import { deleteLinkedNumber } from './delete-linked-number';
import { findLinkedNumbers } from './find-linked-numbers';
import { findServiceAddresses } from './find-service-addresses';
import {
  accountParams,
  accountRouter,
  anyHolder,
  ownerOnly,
  refusals,
  zodRoutes,
} from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const errors = refusals(400, 401, 403, 404, 409);
const tags = ['accounts'];

/** Linked numbers and service addresses of an account (spec sections 1 and 3). */
export const peopleRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: errors });
    account.get('/accounts/:accountCode/linkedNumbers', {
      access: anyHolder,
      summary: 'Phone numbers linked to the account',
      data: z.array(linkedNumberSchema),
      answer: (request) => findLinkedNumbers(db, request.params.accountCode),
    });
    // Answers 201: declared as Fastify declares it.
    zodRoutes(app).post(
      '/accounts/:accountCode/linkedNumbers',
      {
        config: { access: ownerOnly },
        schema: {
          tags,
          summary: 'Link a phone number to the account (once per number)',
          params: accountParams,
          body: linkNumberRequestSchema,
          response: { 201: envelopeSchema(linkedNumberSchema), ...errors },
        },
      },
      async (request, reply) => {
        const linked = await createLinkedNumber(db, request.params.accountCode, request.body);
        void reply.code(201);
        return ok(linked, { status: 201, message: PEOPLE_MESSAGES.numberLinked });
      },
    );
    account.delete('/accounts/:accountCode/linkedNumbers/:id', {
      access: ownerOnly,
      summary: 'Remove a linked number from the account',
      params: linkedNumberParamsSchema,
      data: z.null(),
      message: PEOPLE_MESSAGES.numberUnlinked,
      answer: async (request) => {
        await deleteLinkedNumber(db, request.params.accountCode, request.params.id);
        return null;
      },
    });
    account.get('/accounts/:accountCode/serviceAddresses', {
      access: anyHolder,
      summary: 'Addresses the account’s services are (and were) delivered to',
      data: z.array(serviceAddressSchema),
      answer: (request) => findServiceAddresses(db, request.params.accountCode),
    });
  };
};
