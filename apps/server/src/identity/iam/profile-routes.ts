import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactDetailsSchema,
  envelopeSchema,
  legacyPortalUrlQuerySchema,
  legacyPortalUrlSchema,
  legacyTokenRedeemRequestSchema,
  legacyTokenRedemptionSchema,
  updateContactDetailsRequestSchema,
  userIdParamsSchema,
} from '@portal/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { callerOf, requireSelf } from './caller-of';
import { getLegacyPortalUrl } from './get-legacy-portal-url';
import { redeemLegacyPortalToken } from './redeem-legacy-portal-token';
import { errorResponses } from './route-errors';
import { updateContactDetails } from './update-contact-details';

/** The caller's own details, and the jump to the older portal. */
export function profileRoutes(app: FastifyInstance, db: Db, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/iam/users/:id/contactDetails',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: "Change the caller's own name, mobile number or phone number",
        params: userIdParamsSchema,
        body: updateContactDetailsRequestSchema,
        response: { 200: envelopeSchema(contactDetailsSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      requireSelf(caller, request.params.id);
      const details = await updateContactDetails(db, caller.userGuid, request.body);
      return ok(details, { message: 'Your details have been updated.' });
    },
  );

  routes.get(
    '/iam/AtgScp/Url',
    {
      // The account is in the query, so the claim check runs in the use case.
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: "The older portal's auto-login link for an account (single use, one minute)",
        querystring: legacyPortalUrlQuerySchema,
        response: { 200: envelopeSchema(legacyPortalUrlSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      ok(
        await getLegacyPortalUrl(db, callerOf(request), {
          legacyPortalUrl: config.legacyPortalUrl,
          accountCode: request.query.accountCode,
          targetUrl: request.query.targetUrl ?? '/',
        }),
      ),
  );

  routes.post(
    '/iam/AtgScp/Token',
    {
      // The older portal, server to server, with its own client id and secret (Basic).
      config: { access: { kind: 'client', client: 'legacy-portal' } },
      schema: {
        tags: ['iam'],
        summary: "The older portal redeems an auto-login link's token, once",
        description:
          "HTTP Basic authentication with the older portal's client credentials " +
          '(LEGACY_PORTAL_CLIENT_ID, LEGACY_PORTAL_CLIENT_SECRET). The token redeems once, ' +
          'within a minute, with the accountcode and targeturl of its link; any refusal is ' +
          'one 400 and spends nothing.',
        security: [{ legacyPortalClient: [] }],
        body: legacyTokenRedeemRequestSchema,
        response: {
          200: envelopeSchema(legacyTokenRedemptionSchema),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await redeemLegacyPortalToken(db, request.body));
    },
  );
}
