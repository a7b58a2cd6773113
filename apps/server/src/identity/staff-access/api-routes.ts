import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  staffAccessLinkSchema,
  staffAccessRequestSchema,
} from '@portal/contracts';
import { registerAccessControl } from '../../auth';
import { accounts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import type { ModuleContext } from '../../platform/module-context';
import { issueStaffToken } from './issue-staff-token';

/** POST /api/iam/staffAccess: the link a sales person follows to open an account. */
export async function staffAccessApiRoutes(app: FastifyInstance, context: ModuleContext) {
  await registerAccessControl(app, context);
  const { db } = context.database;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/iam/staffAccess',
    {
      config: { access: { kind: 'staff' } },
      schema: {
        tags: ['iam'],
        summary: 'A single-use link that opens an account as its customer sees it',
        body: staffAccessRequestSchema,
        response: {
          200: envelopeSchema(staffAccessLinkSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { accountCode } = request.body;
      const [account] = await db
        .select({ accountCode: accounts.accountCode })
        .from(accounts)
        .where(eq(accounts.accountCode, accountCode));
      if (account === undefined) throw AppError.notFound(`There is no account ${accountCode}.`);
      if (request.caller === null) throw AppError.unauthorized('Please sign in.');
      const token = await issueStaffToken(db, {
        staffGuid: request.caller.userGuid,
        accountCode,
        ip: request.ip,
      });
      const query = new URLSearchParams({ staffToken: token, accountCode });
      return ok({ url: `/auto-login?${query.toString()}` });
    },
  );
}
