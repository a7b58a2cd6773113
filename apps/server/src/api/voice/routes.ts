import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  servicePathSchema,
  voiceFeaturesSchema,
  voicePlanOptionsSchema,
  voiceServiceSchema,
} from '@portal/contracts';
import { accountOwner } from '../../auth';
import { planChangeRoutes } from '../plan-changes';
import { accountRouter, anyHolder, refusals } from '../route-kit';
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
    const account = accountRouter(app, { tags, refusals: errors });
    account.get('/accounts/:accountCode/voiceServices', {
      access: anyHolder,
      summary: 'The account’s landlines with their voice plan and features',
      data: z.array(voiceServiceSchema),
      answer: (request) => findVoiceServices(db, request.params.accountCode),
    });
    account.get(`${SERVICE}/features`, {
      access: anyHolder,
      summary: 'One landline with its features (voicemail, call waiting, caller ID, forwarding)',
      params: servicePathSchema,
      data: voiceServiceSchema,
      answer: async (request) => {
        const { service, plan } = await voiceServiceOf(
          db,
          request.params.accountCode,
          request.params.id,
        );
        return toVoiceService(service, plan);
      },
    });
    account.put(`${SERVICE}/features`, {
      access: owner,
      summary: 'Switch the landline’s features; forwarding needs a valid NZ number',
      params: servicePathSchema,
      body: voiceFeaturesSchema,
      data: voiceServiceSchema,
      message: 'Your voice features have been saved.',
      answer: (request) =>
        updateVoiceFeatures(db, request.params.accountCode, request.params.id, request.body),
    });
    account.get(`${SERVICE}/plans`, {
      access: anyHolder,
      summary: 'Voice plans the landline may move to; NoVoice means no landline',
      params: servicePathSchema,
      data: voicePlanOptionsSchema,
      answer: ({ params: { accountCode, id } }) =>
        findVoicePlans(db, { accountCode, serviceId: id }),
    });
    planChangeRoutes(app, db, voicePlanChange);
  };
};
