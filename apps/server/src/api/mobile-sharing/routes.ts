import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  beneficiaryValidationSchema,
  dataShareBeneficiarySchema,
  dataShareRequestSchema,
  removeDataShareRequestSchema,
  serviceEntitySchema,
  shareQuotaQuerySchema,
  shareQuotaSchema,
  validateBeneficiaryQuerySchema,
} from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { findBeneficiaries } from './find-beneficiaries';
import { getShareQuota } from './get-share-quota';
import { removeDataShare } from './remove-data-share';
import { setDataShare } from './set-data-share';
import { validateBeneficiary } from './validate-beneficiary';
import { accountHolders, accountOwner } from '../../auth';
import { accountParams, accountRouter, refusals } from '../route-kit';
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
    const account = accountRouter(app, { tags, refusals: errors });
    account.get(`${MANAGEMENT}/dataShare/beneficiaries`, {
      access: read,
      summary: 'The numbers this line shares its data with',
      params,
      data: z.array(dataShareBeneficiarySchema),
      answer: ({ params: p }) => findBeneficiaries(db, p.accountCode, p.serviceEntity),
    });
    account.get(`${MANAGEMENT}/dataShare/quota`, {
      access: read,
      summary: 'What this line may still share (with one beneficiary when given)',
      params,
      querystring: shareQuotaQuerySchema,
      data: shareQuotaSchema,
      answer: ({ params: p, query }) =>
        getShareQuota(db, p.accountCode, p.serviceEntity, query.beneficiaryServiceEntity),
    });
    account.get(`${ORDERING}/dataShare/validateBeneficiary`, {
      access: owner,
      summary: 'Whether a number can become a beneficiary of this line',
      params,
      querystring: validateBeneficiaryQuerySchema,
      data: beneficiaryValidationSchema,
      answer: ({ params: p, query }) =>
        validateBeneficiary(db, p.accountCode, p.serviceEntity, query.beneficiaryServiceEntity),
    });
    account.post(`${ORDERING}/dataShare`, {
      access: owner,
      summary: 'Share data with a beneficiary, or change what it gets',
      params,
      body: dataShareRequestSchema,
      data: dataShareBeneficiarySchema,
      message: (share) =>
        `Your data sharing with ${formatPhoneNumber(share.beneficiaryMsisdn)} has been saved.`,
      answer: ({ params: p, body }) => setDataShare(db, p.accountCode, p.serviceEntity, body),
    });
    account.post(`${ORDERING}/dataShare/remove`, {
      access: owner,
      summary: 'Stop sharing data with a beneficiary',
      params,
      body: removeDataShareRequestSchema,
      data: z.object({ beneficiaryMsisdn: z.string() }),
      message: (removed) =>
        `You no longer share data with ${formatPhoneNumber(removed.beneficiaryMsisdn)}.`,
      answer: ({ params: p, body }) => removeDataShare(db, p.accountCode, p.serviceEntity, body),
    });
  };
};
