import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  servicePathSchema,
  voiceFeaturesSchema,
  voicePlanOptionsSchema,
  voiceServiceSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { accountOwner } from '../../auth';
import { planChangeRoutes } from '../plan-changes';
import { accountParams, anyHolder, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';
import { findVoicePlans } from './find-voice-plans';
import { updateVoiceFeatures } from './update-voice-features';
import { voicePlanChange } from './voice-plan-change';
import { findVoiceServices, toVoiceService, voiceServiceOf } from './voice-service';

const errors = refusals(400, 401, 403, 404, 409, 422);
/**
 * Changes are the account owner's (staff always may); an AccountRead user only looks. The
 * landline belongs to the broadband product, so its changes are gated with broadband.
 */
const owner = accountOwner({ feature: 'broadband' });
const tags = ['voice'];
const SERVICE = '/accounts/:accountCode/voiceServices/:id';

/** Landlines: the account's voice services, their features, and plan-changes' voice plan change. */
export const voiceRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      '/accounts/:accountCode/voiceServices',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The account’s landlines with their voice plan and features',
          params: accountParams,
          response: { 200: envelopeSchema(z.array(voiceServiceSchema)), ...errors },
        },
      },
      async (request) => ok(await findVoiceServices(db, request.params.accountCode)),
    );
    routes.get(
      `${SERVICE}/features`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary:
            'One landline with its features (voicemail, call waiting, caller ID, forwarding)',
          params: servicePathSchema,
          response: { 200: envelopeSchema(voiceServiceSchema), ...errors },
        },
      },
      async (request) => {
        const { service, plan } = await voiceServiceOf(
          db,
          request.params.accountCode,
          request.params.id,
        );
        return ok(toVoiceService(service, plan));
      },
    );
    routes.put(
      `${SERVICE}/features`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Switch the landline’s features; forwarding needs a valid NZ number',
          params: servicePathSchema,
          body: voiceFeaturesSchema,
          response: { 200: envelopeSchema(voiceServiceSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await updateVoiceFeatures(
            db,
            request.params.accountCode,
            request.params.id,
            request.body,
          ),
          {
            message: 'Your voice features have been saved.',
          },
        ),
    );
    routes.get(
      `${SERVICE}/plans`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'Voice plans the landline may move to; NoVoice means no landline',
          params: servicePathSchema,
          response: { 200: envelopeSchema(voicePlanOptionsSchema), ...errors },
        },
      },
      async ({ params: { accountCode, id } }) =>
        ok(await findVoicePlans(db, { accountCode, serviceId: id })),
    );
    planChangeRoutes(routes, db, voicePlanChange);
  };
};
