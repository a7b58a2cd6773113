import type { FastifyInstance } from 'fastify';
import {
  barSettingsSchema,
  changeSimBlockRequestSchema,
  changeSpendLimitsRequestSchema,
  mobileServiceDetailsSchema,
  pauseStateRequestSchema,
  serviceEntitySchema,
  serviceEntityDetailsRequestSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  changeBarSettings,
  changePauseState,
  changeSimBlock,
  changeSpendLimits,
  renameLine,
} from './update-line-settings';
import { accountOwner } from '../../auth';
import { accountParams, accountRouter, refusals } from '../route-kit';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode';
const lineParams = accountParams.extend({ id: serviceEntitySchema });
const errors = refusals(400, 401, 403, 404, 409);
/** Changes are the account owner's (staff always may); an AccountRead user only looks. */
const owner = accountOwner({ feature: 'mobile' });
const lineOwner = accountOwner({ serviceParam: 'id', feature: 'mobile' });
const tags = ['mobile'];

/** The mobile management calls that change one line; each answers with the line as stored. */
export function mobileManagementWriteRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: errors });
    account.put(`${MANAGEMENT}/mobileServices/:id/serviceEntityDetails`, {
      access: lineOwner,
      summary: 'Rename a line (custom connection name; empty clears it)',
      params: lineParams,
      body: serviceEntityDetailsRequestSchema,
      data: mobileServiceDetailsSchema,
      answer: (request) =>
        renameLine(db, request.params.accountCode, request.params.id, request.body),
    });
    account.post(`${MANAGEMENT}/mobileServices/:id/barSettings`, {
      access: lineOwner,
      summary: 'Set what the line is barred from',
      params: lineParams,
      body: barSettingsSchema,
      data: mobileServiceDetailsSchema,
      answer: (request) =>
        changeBarSettings(db, request.params.accountCode, request.params.id, request.body),
    });
    account.post(`${MANAGEMENT}/changeSpendLimits`, {
      access: owner,
      summary: 'Set or remove a postpay line’s monthly spend limit (cents; null for none)',
      body: changeSpendLimitsRequestSchema,
      data: mobileServiceDetailsSchema,
      answer: (request) => changeSpendLimits(db, request.params.accountCode, request.body),
    });
    account.post(`${MANAGEMENT}/mobileServices/:id/changeSimBlock`, {
      access: lineOwner,
      summary: 'Block or unblock the line’s SIM',
      params: lineParams,
      body: changeSimBlockRequestSchema,
      data: mobileServiceDetailsSchema,
      answer: (request) =>
        changeSimBlock(db, request.params.accountCode, request.params.id, request.body),
    });
    account.put(`${MANAGEMENT}/mobileServices/:id/pauseState`, {
      access: lineOwner,
      summary: 'Pause or resume the number',
      params: lineParams,
      body: pauseStateRequestSchema,
      data: mobileServiceDetailsSchema,
      answer: (request) =>
        changePauseState(db, request.params.accountCode, request.params.id, request.body),
    });
  };
}
