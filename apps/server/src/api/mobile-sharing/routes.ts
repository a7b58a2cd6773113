import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  beneficiaryValidationSchema,
  dataShareBeneficiarySchema,
  dataShareRequestSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  removeDataShareRequestSchema,
  serviceEntitySchema,
  shareQuotaQuerySchema,
  shareQuotaSchema,
  validateBeneficiaryQuerySchema,
} from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findBeneficiaries } from './find-beneficiaries';
import { getShareQuota } from './get-share-quota';
import { removeDataShare } from './remove-data-share';
import { setDataShare } from './set-data-share';
import { validateBeneficiary } from './validate-beneficiary';
import { accountHolders, accountOwner } from '../../auth';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode/mobileServices/:serviceEntity';
const ORDERING = '/mobile/v2/ordering/accounts/:accountCode/serviceEntities/:serviceEntity';
const params = z.object({ accountCode: accountCodeSchema, serviceEntity: serviceEntitySchema });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
/** Reading the shares is open to anyone on the account; validating is a step of a change. */
const read = accountHolders('accountCode', { serviceParam: 'serviceEntity' });
const owner = accountOwner('accountCode', { serviceParam: 'serviceEntity', feature: 'mobile' });
const tags = ['mobile'];

/** Data sharing with beneficiaries: spec section 7 (management reads, ordering changes). */
export function mobileSharingRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
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
}
