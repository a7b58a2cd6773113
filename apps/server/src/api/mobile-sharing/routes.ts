import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  beneficiaryValidationSchema,
  dataShareBeneficiarySchema,
  dataShareRequestSchema,
  envelopeSchema,
  removeDataShareRequestSchema,
  serviceEntitySchema,
  shareQuotaQuerySchema,
  shareQuotaSchema,
  validateBeneficiaryQuerySchema,
} from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { ok } from '../../platform/envelope';
import { findBeneficiaries } from './find-beneficiaries';
import { getShareQuota } from './get-share-quota';
import { removeDataShare } from './remove-data-share';
import { setDataShare } from './set-data-share';
import { validateBeneficiary } from './validate-beneficiary';
import { accountHolders, accountOwner } from '../../auth';
import { accountParams, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode/mobileServices/:serviceEntity';
const ORDERING = '/mobile/v2/ordering/accounts/:accountCode/serviceEntities/:serviceEntity';
const params = accountParams.extend({ serviceEntity: serviceEntitySchema });
const errors = refusals(400, 401, 403, 404, 409);
/** Reading the shares is open to anyone on the account; validating is a step of a change. */
const read = accountHolders({ serviceParam: 'serviceEntity' });
const owner = accountOwner({ serviceParam: 'serviceEntity', feature: 'mobile' });
const tags = ['mobile'];

/** Data sharing with beneficiaries: spec section 7 (management reads, ordering changes). */
export const mobileSharingRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      `${MANAGEMENT}/dataShare/beneficiaries`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'The numbers this line shares its data with',
          params,
          response: { 200: envelopeSchema(z.array(dataShareBeneficiarySchema)), ...errors },
        },
      },
      async ({ params: p }) => ok(await findBeneficiaries(db, p.accountCode, p.serviceEntity)),
    );
    routes.get(
      `${MANAGEMENT}/dataShare/quota`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'What this line may still share (with one beneficiary when given)',
          params,
          querystring: shareQuotaQuerySchema,
          response: { 200: envelopeSchema(shareQuotaSchema), ...errors },
        },
      },
      async ({ params: p, query }) =>
        ok(await getShareQuota(db, p.accountCode, p.serviceEntity, query.beneficiaryServiceEntity)),
    );
    routes.get(
      `${ORDERING}/dataShare/validateBeneficiary`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Whether a number can become a beneficiary of this line',
          params,
          querystring: validateBeneficiaryQuerySchema,
          response: { 200: envelopeSchema(beneficiaryValidationSchema), ...errors },
        },
      },
      async ({ params: p, query }) =>
        ok(
          await validateBeneficiary(
            db,
            p.accountCode,
            p.serviceEntity,
            query.beneficiaryServiceEntity,
          ),
        ),
    );
    routes.post(
      `${ORDERING}/dataShare`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Share data with a beneficiary, or change what it gets',
          params,
          body: dataShareRequestSchema,
          response: { 200: envelopeSchema(dataShareBeneficiarySchema), ...errors },
        },
      },
      async ({ params: p, body }) => {
        const share = await setDataShare(db, p.accountCode, p.serviceEntity, body);
        return ok(share, {
          message: `Your data sharing with ${formatPhoneNumber(share.beneficiaryMsisdn)} has been saved.`,
        });
      },
    );
    routes.post(
      `${ORDERING}/dataShare/remove`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Stop sharing data with a beneficiary',
          params,
          body: removeDataShareRequestSchema,
          response: {
            200: envelopeSchema(z.object({ beneficiaryMsisdn: z.string() })),
            ...errors,
          },
        },
      },
      async ({ params: p, body }) => {
        const removed = await removeDataShare(db, p.accountCode, p.serviceEntity, body);
        return ok(removed, {
          message: `You no longer share data with ${formatPhoneNumber(removed.beneficiaryMsisdn)}.`,
        });
      },
    );
  };
};
