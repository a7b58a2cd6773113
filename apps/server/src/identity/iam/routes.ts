import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentSalesPersonSchema,
  currentUserSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@portal/contracts';
import { registerAccessControl } from '../../auth';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import type { ModuleContext } from '../../platform/module-context';
import { findCurrentUser } from './find-current-user';
import { getSalesPerson } from './get-sales-person';

function callerOf(request: { caller: { userGuid: string } | null }) {
  if (request.caller === null) throw AppError.unauthorized('Please sign in.');
  return request.caller;
}

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The identity and user calls of spec section 7, served by the identity module at /api. */
export async function iamRoutes(app: FastifyInstance, context: ModuleContext) {
  await registerAccessControl(app, context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  routes.get(
    '/iam/Users/me',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: 'The signed-in identity with its claims',
        response: { 200: envelopeSchema(currentUserSchema), ...errors },
      },
    },
    async (request) => ok(await findCurrentUser(db, callerOf(request).userGuid)),
  );

  routes.get(
    '/salesPeople/me',
    {
      config: { access: { kind: 'staff' } },
      schema: {
        tags: ['iam'],
        summary: 'The signed-in sales person',
        response: { 200: envelopeSchema(currentSalesPersonSchema), ...errors },
      },
    },
    async (request) => ok(await getSalesPerson(db, callerOf(request).userGuid)),
  );
}
