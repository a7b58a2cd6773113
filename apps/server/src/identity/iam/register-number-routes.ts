import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  registeredNumberSchema,
  registerNumberInitiateRequestSchema,
  registerNumberInitiateSchema,
  registerNumberVerifyRequestSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { callerOf } from './caller-of';
import { initiateRegisterNumber } from './initiate-register-number';
import { errorResponses } from './route-errors';
import { verifyRegisterNumber } from './verify-register-number';

/** Adding a prepay number with a one-time code (spec section 4), customers only. */
export function registerNumberRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/iam/registerNumber/initiate',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: 'Send a one-time code by SMS to a prepay number the caller wants to add',
        body: registerNumberInitiateRequestSchema,
        response: {
          200: envelopeSchema(registerNumberInitiateSchema),
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request) => ok(await initiateRegisterNumber(db, callerOf(request), request.body)),
  );

  routes.post(
    '/iam/registerNumber/verify',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: "Check the code and verifier; the number's account is added to the caller",
        body: registerNumberVerifyRequestSchema,
        response: { 200: envelopeSchema(registeredNumberSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok(await verifyRegisterNumber(db, callerOf(request), { ...request.body, ip: request.ip }), {
        message: 'The number has been added to your account.',
      }),
  );
}
