import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  icpCandidateSchema,
  icpLookupQuerySchema,
  idempotencyKeyHeaderSchema,
  meterReadingRequestSchema,
  meterReadingSchema,
  powerConnectionSchema,
  powerOrderResultSchema,
  powerPlanChangeRequestSchema,
  powerPlansSchema,
  powerSignUpRequestSchema,
  siteAccessRequestSchema,
  siteAccessSchema,
} from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { consumptionRoutes } from './consumption-routes';
import { findPowerPlanChoices } from './find-power-plan-choices';
import { getPowerConnection } from './get-power-connection';
import { lookUpIcps } from './icp-registry';
import { placePowerPlanChange } from './place-plan-change';
import { placePowerSignUp } from './place-sign-up';
import { hasPowerProduct } from './power-features';
import { submitMeterReading } from './submit-meter-reading';
import { updateSiteAccess } from './update-site-access';
import { accountHolders, accountOwner } from '../../auth';
import { accountRouter, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const PREFIX = '/accounts/:accountCode/power';
const errors = refusals(400, 401, 403, 404);
const writeErrors = { ...errors, ...refusals(409, 422) };
/**
 * Every holder of the account may look; changes are the owner's (staff always may). All of
 * it only where the account may have power (spec section 6).
 */
const read = accountHolders({ feature: 'power' });
const owner = accountOwner({ feature: 'power' });
const tags = ['power'];

/** Power (issue 7): the ICP, readings, site access, plan changes and sign-up. */
export const powerRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: errors });
    account.get(PREFIX, {
      access: read,
      summary: 'The power connection: ICP, plan and rates, meters, readings and usage',
      data: powerConnectionSchema,
      answer: (request) => getPowerConnection(db, request.params.accountCode),
    });
    account.post(`${PREFIX}/meterReadings`, {
      access: owner,
      summary:
        'Send a meter reading taken today (refused below the last actual reading unless the meter was changed, or when implausibly high)',
      body: meterReadingRequestSchema,
      data: meterReadingSchema,
      refusals: writeErrors,
      message: (reading) =>
        `Thanks, your meter reading of ${String(reading.readingKwh)} kWh has been received.`,
      answer: (request) => submitMeterReading(db, request.params.accountCode, request.body),
    });
    account.put(`${PREFIX}/siteAccess`, {
      access: owner,
      summary: 'Change the meter location, access notes and hazards',
      body: siteAccessRequestSchema,
      data: siteAccessSchema,
      refusals: writeErrors,
      message: 'Your meter location and site access details have been saved.',
      answer: (request) => updateSiteAccess(db, request.params.accountCode, request.body),
    });
    account.get(`${PREFIX}/plans`, {
      access: read,
      summary: 'The power plans on offer, the current one, and the dates an order may take',
      data: powerPlansSchema,
      answer: (request) => findPowerPlanChoices(db, request.params.accountCode),
    });
    account.post(`${PREFIX}/planChangeOrders`, {
      access: owner,
      summary: 'Order a power plan change from a date (a PowerPlanChange order)',
      headers: idempotencyKeyHeaderSchema,
      body: powerPlanChangeRequestSchema,
      data: powerOrderResultSchema,
      refusals: writeErrors,
      message: (order) =>
        `${order.summary} from ${formatDate(order.requestedDateOfProvisioning)} is pending.`,
      answer: (request) =>
        placePowerPlanChange(
          db,
          request.params.accountCode,
          request.body,
          request.headers['idempotency-key'],
        ),
    });
    account.get(`${PREFIX}/icpLookup`, {
      access: read,
      summary: 'ICPs at an address that no active account is supplied on',
      querystring: icpLookupQuerySchema,
      data: z.array(icpCandidateSchema),
      answer: (request) => lookUpIcps(db, request.query.address),
    });
    account.post(`${PREFIX}/signUpOrders`, {
      access: owner,
      summary: 'Sign up for power at an ICP on a plan from a start date (an AddPower order)',
      headers: idempotencyKeyHeaderSchema,
      body: powerSignUpRequestSchema,
      data: powerOrderResultSchema,
      refusals: writeErrors,
      message: 'Your power sign-up is in progress.',
      answer: async (request) => {
        const hasPower = await hasPowerProduct(db, request.params.accountCode);
        return placePowerSignUp(db, request.params.accountCode, request.body, {
          idempotencyKey: request.headers['idempotency-key'],
          hasPower,
        });
      },
    });
    consumptionRoutes(app, db);
  };
};
