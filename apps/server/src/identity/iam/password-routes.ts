import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  envelopeSchema,
  passwordComplexityRequestSchema,
  passwordComplexitySchema,
  userIdParamsSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import type { NoticeSettings } from '../../notifications/notices';
import { ok } from '../../platform/envelope';
import { calculatePasswordComplexity } from './calculate-password-complexity';
import { callerOf, requireSelf } from './caller-of';
import { changePassword, PASSWORD_CHANGED_MESSAGE } from './change-password';
import { errorResponses } from './route-errors';

/** Password change and the strength check behind its live feedback. */
export function passwordRoutes(app: FastifyInstance, db: Db, notices: NoticeSettings) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/iam/Users/:id/password',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: "Change the caller's own password (current password needed; strength checked)",
        params: userIdParamsSchema,
        body: changePasswordRequestSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      requireSelf(caller, request.params.id);
      await changePassword(db, caller, request.body, notices);
      return ok(null, { message: PASSWORD_CHANGED_MESSAGE });
    },
  );

  routes.post(
    '/iam/calculatepasswordcomplexity',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary:
          'Score a candidate password (zxcvbn 0-4) with feedback and whether it is acceptable',
        body: passwordComplexityRequestSchema,
        response: { 200: envelopeSchema(passwordComplexitySchema), ...errorResponses(400) },
      },
    },
    async (request) =>
      ok(await calculatePasswordComplexity(db, callerOf(request).userGuid, request.body.password)),
  );
}
