import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addonPlanOfferSchema,
  addonPlansQuerySchema,
  businessGroupMetadataQuerySchema,
  businessGroupMetadataSchema,
  changePlanOptionsSchema,
  envelopeSchema,
  groupPlanServiceSchema,
  msisdnSchema,
  stopAddonRenewalRequestSchema,
  stopAddonRenewalResultSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { agreementRoutes } from './agreement-routes';
import { findAddonPlans } from './find-addon-plans';
import { findChangePlanOptions } from './find-change-plan-options';
import { findGroupPlanServices } from './find-group-plan-services';
import { getBusinessGroupMetadata } from './get-business-group-metadata';
import { stopAddonRenewal } from './stop-addon-renewal';
import { accountHolders, accountOwner } from '../../auth';
import { accountParams, accountRouter, anyHolder, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const CATALOG = '/mobile/v2/catalog/accounts/:accountCode/mobileServices/:id';
const ORDERING = '/mobile/v2/ordering/accounts/:accountCode/serviceEntities/:id';
const tags = ['mobile plans'];
const lineParams = accountParams.extend({ id: msisdnSchema });
const errors = refusals(400, 401, 403, 404);
const readLine = accountHolders({ serviceParam: 'id' });
const ownLine = accountOwner({ serviceParam: 'id', feature: 'mobile' });

/** Plans, add-ons and group plan services of a mobile line (spec section 7). */
export const mobilePlanRoutes: DomainRoutes = ({ database: { db } }) => {
  return async (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: errors });
    account.get(`${CATALOG}/changePlanOptions`, {
      access: readLine,
      summary: 'Plans the line may change to, filtered and sorted as spec section 5 says',
      params: lineParams,
      data: changePlanOptionsSchema,
      answer: (request) => findChangePlanOptions(db, request.params.accountCode, request.params.id),
    });
    account.get(`${CATALOG}/addonPlans`, {
      access: readLine,
      summary: 'Add-ons the line may buy through the sales channel, with running ones',
      params: lineParams,
      querystring: addonPlansQuerySchema,
      data: z.array(addonPlanOfferSchema),
      answer: (request) =>
        findAddonPlans(
          db,
          request.params.accountCode,
          request.params.id,
          request.query.salesChannel,
        ),
    });
    account.post(`${ORDERING}/stopAddonRenewal`, {
      access: ownLine,
      summary: 'Stop an add-on renewing: it runs to its renewal date, then ends',
      params: lineParams,
      body: stopAddonRenewalRequestSchema,
      data: stopAddonRenewalResultSchema,
      message: 'Your add-on will not renew.',
      answer: (request) => stopAddonRenewal(db, request.params.id, request.body.addonPlanKey),
    });
    account.get('/mobile/v2/management/accounts/:accountCode/groupPlanServices', {
      access: anyHolder,
      summary: 'The account’s group plan: its leader line, then its members',
      data: z.array(groupPlanServiceSchema),
      answer: (request) => findGroupPlanServices(db, request.params.accountCode),
    });
    zodRoutes(app).get(
      '/mobile/v2/metadata/businessGroup',
      {
        // Not about any one account: what ordering needs to know of a business group.
        config: { access: { kind: 'signed-in' } },
        schema: {
          tags,
          summary: 'Sales channel, sales person and display rules of a business group',
          querystring: businessGroupMetadataQuerySchema,
          response: {
            200: envelopeSchema(businessGroupMetadataSchema),
            ...refusals(400, 401),
          },
        },
      },
      (request) => Promise.resolve(ok(getBusinessGroupMetadata(request.query.businessGroup))),
    );
    await app.register(agreementRoutes(db));
  };
};
