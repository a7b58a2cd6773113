import type { FastifyInstance } from 'fastify';
import {
  barSettingsSchema,
  changeSimBlockRequestSchema,
  changeSpendLimitsRequestSchema,
  envelopeSchema,
  mobileServiceDetailsSchema,
  pauseStateRequestSchema,
  serviceEntitySchema,
  serviceEntityDetailsRequestSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import {
  changeBarSettings,
  changePauseState,
  changeSimBlock,
  changeSpendLimits,
  renameLine,
} from './update-line-settings';
import { accountOwner } from '../../auth';
import { accountParams, refusals, zodRoutes } from '../route-kit';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode';
const lineParams = accountParams.extend({ id: serviceEntitySchema });
const errors = refusals(400, 401, 403, 404, 409);
const response = { 200: envelopeSchema(mobileServiceDetailsSchema), ...errors };
/** Changes are the account owner's (staff always may); an AccountRead user only looks. */
const owner = accountOwner({ feature: 'mobile' });
const lineOwner = accountOwner({ serviceParam: 'id', feature: 'mobile' });
const tags = ['mobile'];

/** The mobile management calls that change one line; each answers with the line as stored. */
export function mobileManagementWriteRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.put(
      `${MANAGEMENT}/mobileServices/:id/serviceEntityDetails`,
      {
        config: { access: lineOwner },
        schema: {
          tags,
          summary: 'Rename a line (custom connection name; empty clears it)',
          params: lineParams,
          body: serviceEntityDetailsRequestSchema,
          response,
        },
      },
      async (request) =>
        ok(await renameLine(db, request.params.accountCode, request.params.id, request.body)),
    );
    routes.post(
      `${MANAGEMENT}/mobileServices/:id/barSettings`,
      {
        config: { access: lineOwner },
        schema: {
          tags,
          summary: 'Set what the line is barred from',
          params: lineParams,
          body: barSettingsSchema,
          response,
        },
      },
      async (request) =>
        ok(
          await changeBarSettings(db, request.params.accountCode, request.params.id, request.body),
        ),
    );
    routes.post(
      `${MANAGEMENT}/changeSpendLimits`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Set or remove a postpay line’s monthly spend limit (cents; null for none)',
          params: accountParams,
          body: changeSpendLimitsRequestSchema,
          response,
        },
      },
      async (request) => ok(await changeSpendLimits(db, request.params.accountCode, request.body)),
    );
    routes.post(
      `${MANAGEMENT}/mobileServices/:id/changeSimBlock`,
      {
        config: { access: lineOwner },
        schema: {
          tags,
          summary: 'Block or unblock the line’s SIM',
          params: lineParams,
          body: changeSimBlockRequestSchema,
          response,
        },
      },
      async (request) =>
        ok(await changeSimBlock(db, request.params.accountCode, request.params.id, request.body)),
    );
    routes.put(
      `${MANAGEMENT}/mobileServices/:id/pauseState`,
      {
        config: { access: lineOwner },
        schema: {
          tags,
          summary: 'Pause or resume the number',
          params: lineParams,
          body: pauseStateRequestSchema,
          response,
        },
      },
      async (request) =>
        ok(await changePauseState(db, request.params.accountCode, request.params.id, request.body)),
    );
  };
}
