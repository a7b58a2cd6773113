import type { FastifyInstance } from 'fastify';
import {
  billingDetailsRequestSchema,
  billingDetailsSchema,
  contactInformationRequestSchema,
  contactInformationSchema,
  envelopeSchema,
  portFilteringSchema,
  serviceEntitySchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { getPortFiltering } from './get-port-filtering';
import { updateBillingDetails } from './update-billing-details';
import { updateContactInformation } from './update-contact-information';
import { updatePortFiltering } from './update-port-filtering';
import { accountOwner } from '../../auth';
import { accountParams, anyHolder, ownerOnly, refusals, zodRoutes } from '../route-kit';

const serviceParams = accountParams.extend({ id: serviceEntitySchema });
const errors = refusals(400, 401, 403, 404);
const tags = ['accounts'];

/** The Accounts calls that change something, and port filtering, which reads beside its write. */
export function accountWriteRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.put(
      '/accounts/:accountCode/contactInformation',
      {
        config: { access: ownerOnly },
        schema: {
          tags,
          summary: 'Change the contact name, phone and mobile numbers (success is 200)',
          params: accountParams,
          body: contactInformationRequestSchema,
          response: { 200: envelopeSchema(contactInformationSchema), ...errors },
        },
      },
      async (request) =>
        ok(await updateContactInformation(db, request.params.accountCode, request.body), {
          message: 'Your contact details have been saved.',
        }),
    );
    routes.put(
      '/accounts/:accountCode/billingDetails',
      {
        config: { access: ownerOnly },
        schema: {
          tags,
          summary: 'Change the billing email and billing address',
          params: accountParams,
          body: billingDetailsRequestSchema,
          response: { 200: envelopeSchema(billingDetailsSchema), ...errors },
        },
      },
      async (request) =>
        ok(await updateBillingDetails(db, request.params.accountCode, request.body), {
          message: 'Your billing details have been saved.',
        }),
    );
    routes.get(
      '/accounts/:accountCode/internetServices/:id/features/portfiltering',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'Port filtering of one of the account’s internet services',
          params: serviceParams,
          response: { 200: envelopeSchema(portFilteringSchema), ...errors },
        },
      },
      async (request) =>
        ok(await getPortFiltering(db, request.params.accountCode, request.params.id)),
    );
    routes.put(
      '/accounts/:accountCode/internetServices/:id/features/portfiltering',
      {
        // A setting of the broadband service: gated with broadband (spec section 6).
        config: { access: accountOwner({ feature: 'broadband' }) },
        schema: {
          tags,
          summary: 'Turn port filtering on or off for one of the account’s internet services',
          params: serviceParams,
          body: portFilteringSchema,
          response: { 200: envelopeSchema(portFilteringSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await updatePortFiltering(
            db,
            request.params.accountCode,
            request.params.id,
            request.body,
          ),
        ),
    );
  };
}
