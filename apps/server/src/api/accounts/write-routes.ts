import type { FastifyInstance } from 'fastify';
import {
  billingDetailsRequestSchema,
  billingDetailsSchema,
  contactInformationRequestSchema,
  contactInformationSchema,
  portFilteringSchema,
  serviceEntitySchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { getPortFiltering } from './get-port-filtering';
import { updateBillingDetails } from './update-billing-details';
import { updateContactInformation } from './update-contact-information';
import { updatePortFiltering } from './update-port-filtering';
import { accountOwner } from '../../auth';
import { accountParams, accountRouter, anyHolder, ownerOnly, refusals } from '../route-kit';

const serviceParams = accountParams.extend({ id: serviceEntitySchema });
const errors = refusals(400, 401, 403, 404);
const tags = ['accounts'];

/** The Accounts calls that change something, and port filtering, which reads beside its write. */
export function accountWriteRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: errors });
    account.put('/accounts/:accountCode/contactInformation', {
      access: ownerOnly,
      summary: 'Change the contact name, phone and mobile numbers (success is 200)',
      body: contactInformationRequestSchema,
      data: contactInformationSchema,
      message: 'Your contact details have been saved.',
      answer: (request) => updateContactInformation(db, request.params.accountCode, request.body),
    });
    account.put('/accounts/:accountCode/billingDetails', {
      access: ownerOnly,
      summary: 'Change the billing email and billing address',
      body: billingDetailsRequestSchema,
      data: billingDetailsSchema,
      message: 'Your billing details have been saved.',
      answer: (request) => updateBillingDetails(db, request.params.accountCode, request.body),
    });
    account.get('/accounts/:accountCode/internetServices/:id/features/portfiltering', {
      access: anyHolder,
      summary: 'Port filtering of one of the account’s internet services',
      params: serviceParams,
      data: portFilteringSchema,
      answer: (request) => getPortFiltering(db, request.params.accountCode, request.params.id),
    });
    account.put('/accounts/:accountCode/internetServices/:id/features/portfiltering', {
      // A setting of the broadband service: gated with broadband (spec section 6).
      access: accountOwner({ feature: 'broadband' }),
      summary: 'Turn port filtering on or off for one of the account’s internet services',
      params: serviceParams,
      body: portFilteringSchema,
      data: portFilteringSchema,
      answer: (request) =>
        updatePortFiltering(db, request.params.accountCode, request.params.id, request.body),
    });
  };
}
