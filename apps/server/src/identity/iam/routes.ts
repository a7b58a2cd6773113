import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSalesPersonSchema, currentUserSchema, envelopeSchema } from '@portal/contracts';
import { registerAccessControl } from '../../auth';
import { ok } from '../../platform/envelope';
import type { ModuleContext } from '../../platform/module-context';
import { activityRoutes } from '../activity/routes';
import { accountUserRoutes } from './account-user-routes';
import { callerOf } from './caller-of';
import { findCurrentUser } from './find-current-user';
import { getSalesPerson } from './get-sales-person';
import { invitationRoutes } from './invitations/invitation-routes';
import { passkeyRoutes } from '../passkeys/passkey-routes';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { registerNumberRoutes } from './register-number-routes';
import { errorResponses } from './route-errors';

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
        response: { 200: envelopeSchema(currentUserSchema), ...errorResponses(404) },
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
        response: { 200: envelopeSchema(currentSalesPersonSchema), ...errorResponses(404) },
      },
    },
    async (request) => ok(await getSalesPerson(db, callerOf(request).userGuid)),
  );

  passwordRoutes(app, db, { brand: context.config.brand, publicUrl: context.config.publicUrl });
  passkeyRoutes(app, db, context.config);
  accountUserRoutes(app, db, context.config.publicUrl);
  invitationRoutes(app, db);
  profileRoutes(app, db, context.config);
  registerNumberRoutes(app, db);
  activityRoutes(app, db);
}
