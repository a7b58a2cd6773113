import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  billingDetailsRequestSchema,
  billingDetailsSchema,
  contactInformationRequestSchema,
  contactInformationSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  portFilteringSchema,
  serviceEntitySchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { getPortFiltering } from './get-port-filtering';
import { updateBillingDetails } from './update-billing-details';
import { updateContactInformation } from './update-contact-information';
import { updatePortFiltering } from './update-port-filtering';
import { accountHolders, accountOwner } from '../../auth';

const params = z.object({ code: accountCodeSchema });
const serviceParams = z.object({ code: accountCodeSchema, id: serviceEntitySchema });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const read = accountHolders('code');
/** Changes are the account owner's (staff always may); an AccountRead user only looks. */
const owner = accountOwner('code');
const tags = ['accounts'];

/** The Accounts calls that change something, and port filtering, which reads beside its write. */
export function accountWriteRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.put(
      '/accounts/:code/contactInformation',
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Change the contact name, phone and mobile numbers (success is 200)',
          params,
          body: contactInformationRequestSchema,
          response: { 200: envelopeSchema(contactInformationSchema), ...errors },
        },
      },
      async (request) =>
        ok(await updateContactInformation(db, request.params.code, request.body), {
          message: 'Your contact details have been saved.',
        }),
    );
    routes.put(
      '/accounts/:code/billingDetails',
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Change the billing email and billing address',
          params,
          body: billingDetailsRequestSchema,
          response: { 200: envelopeSchema(billingDetailsSchema), ...errors },
        },
      },
      async (request) =>
        ok(await updateBillingDetails(db, request.params.code, request.body), {
          message: 'Your billing details have been saved.',
        }),
    );
    routes.get(
      '/accounts/:code/internetServices/:id/features/portfiltering',
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'Port filtering of one of the account’s internet services',
          params: serviceParams,
          response: { 200: envelopeSchema(portFilteringSchema), ...errors },
        },
      },
      async (request) => ok(await getPortFiltering(db, request.params.code, request.params.id)),
    );
    routes.put(
      '/accounts/:code/internetServices/:id/features/portfiltering',
      {
        // A setting of the broadband service: gated with broadband (spec section 6).
        config: { access: accountOwner('code', { feature: 'broadband' }) },
        schema: {
          tags,
          summary: 'Turn port filtering on or off for one of the account’s internet services',
          params: serviceParams,
          body: portFilteringSchema,
          response: { 200: envelopeSchema(portFilteringSchema), ...errors },
        },
      },
      async (request) =>
        ok(await updatePortFiltering(db, request.params.code, request.params.id, request.body)),
    );
  };
}
