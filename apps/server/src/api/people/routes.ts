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
import { accountParams, anyHolder, ownerOnly, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const errors = refusals(400, 401, 403, 404, 409);
const tags = ['accounts'];

/** Linked numbers and service addresses of an account (spec sections 1 and 3). */
export const peopleRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      '/accounts/:accountCode/linkedNumbers',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'Phone numbers linked to the account',
          params: accountParams,
          response: { 200: envelopeSchema(z.array(linkedNumberSchema)), ...errors },
        },
      },
      async (request) => ok(await findLinkedNumbers(db, request.params.accountCode)),
    );
    routes.post(
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
    routes.delete(
      '/accounts/:accountCode/linkedNumbers/:id',
      {
        config: { access: ownerOnly },
        schema: {
          tags,
          summary: 'Remove a linked number from the account',
          params: linkedNumberParamsSchema,
          response: { 200: envelopeSchema(z.null()), ...errors },
        },
      },
      async (request) => {
        await deleteLinkedNumber(db, request.params.accountCode, request.params.id);
        return ok(null, { message: PEOPLE_MESSAGES.numberUnlinked });
      },
    );
    routes.get(
      '/accounts/:accountCode/serviceAddresses',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'Addresses the account’s services are (and were) delivered to',
          params: accountParams,
          response: { 200: envelopeSchema(z.array(serviceAddressSchema)), ...errors },
        },
      },
      async (request) => ok(await findServiceAddresses(db, request.params.accountCode)),
    );
  };
};
