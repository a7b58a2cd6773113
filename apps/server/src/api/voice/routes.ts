import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  idempotencyKeyHeaderSchema,
  placedPlanChangeSchema,
  planChangeImpactSchema,
  planChangeRequestSchema,
  voiceFeaturesSchema,
  voicePlanOptionsSchema,
  voiceServicePathSchema,
  voiceServiceSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { runIdempotent } from '../../platform/idempotency';
import { updateVoiceFeatures } from './update-voice-features';
import {
  findVoicePlans,
  getVoicePlanChangeImpact,
  placeVoicePlanChange,
} from './voice-plan-change';
import { findVoiceServices, toVoiceService, voiceServiceOf } from './voice-service';
import { accountOwner } from '../../auth';
import { accountParams, anyHolder, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const errors = refusals(400, 401, 403, 404, 409, 422);
/**
 * Changes are the account owner's (staff always may); an AccountRead user only looks. The
 * landline belongs to the broadband product, so its changes are gated with broadband.
 */
const owner = accountOwner({ feature: 'broadband' });
const tags = ['voice'];
const SERVICE = '/accounts/:accountCode/voiceServices/:id';

/** Landlines: the account's voice services, their features and voice plan changes. */
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
          params: voiceServicePathSchema,
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
          params: voiceServicePathSchema,
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
          params: voiceServicePathSchema,
          response: { 200: envelopeSchema(voicePlanOptionsSchema), ...errors },
        },
      },
      async (request) =>
        ok(await findVoicePlans(db, request.params.accountCode, request.params.id)),
    );
    routes.get(
      `${SERVICE}/planChangeImpact`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'What moving to a voice plan would change: the monthly charge and from when',
          params: voiceServicePathSchema,
          querystring: planChangeRequestSchema,
          response: { 200: envelopeSchema(planChangeImpactSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await getVoicePlanChangeImpact(
            db,
            request.params.accountCode,
            request.params.id,
            request.query.planKey,
          ),
        ),
    );
    routes.post(
      `${SERVICE}/planChangeOrders`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Order a voice plan change (VoicePlanChange), pending until its date',
          params: voiceServicePathSchema,
          headers: idempotencyKeyHeaderSchema,
          body: planChangeRequestSchema,
          response: { 200: envelopeSchema(placedPlanChangeSchema), ...errors },
        },
      },
      async (request) => {
        const { accountCode, id } = request.params;
        const placed = await runIdempotent(
          db,
          {
            scope: `voice-plan-change:${accountCode}:${id}`,
            key: request.headers['idempotency-key'],
            body: request.body,
          },
          () => placeVoicePlanChange(db, accountCode, id, request.body.planKey),
        );
        return ok(placed, { message: `${placed.summary} is on its way.` });
      },
    );
  };
};
