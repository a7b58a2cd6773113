import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
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
import { ok } from '../../platform/envelope';
import { findPowerPlanChoices } from './find-power-plan-choices';
import { getPowerConnection } from './get-power-connection';
import { lookUpIcps } from './icp-registry';
import { placePowerPlanChange } from './place-plan-change';
import { placePowerSignUp } from './place-sign-up';
import { hasPowerProduct } from './power-features';
import { submitMeterReading } from './submit-meter-reading';
import { updateSiteAccess } from './update-site-access';
import { accountHolders, accountOwner } from '../../auth';
import { accountParams, refusals, zodRoutes } from '../route-kit';
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
    const routes = zodRoutes(app);

    routes.get(
      PREFIX,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'The power connection: ICP, plan and rates, meters, readings and usage',
          params: accountParams,
          response: { 200: envelopeSchema(powerConnectionSchema), ...errors },
        },
      },
      async (request) => ok(await getPowerConnection(db, request.params.accountCode)),
    );
    routes.post(
      `${PREFIX}/meterReadings`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary:
            'Send a meter reading taken today (refused below the last actual reading unless the meter was changed, or when implausibly high)',
          params: accountParams,
          body: meterReadingRequestSchema,
          response: { 200: envelopeSchema(meterReadingSchema), ...writeErrors },
        },
      },
      async (request) => {
        const reading = await submitMeterReading(db, request.params.accountCode, request.body);
        return ok(reading, {
          message: `Thanks, your meter reading of ${String(reading.readingKwh)} kWh has been received.`,
        });
      },
    );
    routes.put(
      `${PREFIX}/siteAccess`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Change the meter location, access notes and hazards',
          params: accountParams,
          body: siteAccessRequestSchema,
          response: { 200: envelopeSchema(siteAccessSchema), ...writeErrors },
        },
      },
      async (request) =>
        ok(await updateSiteAccess(db, request.params.accountCode, request.body), {
          message: 'Your meter location and site access details have been saved.',
        }),
    );
    routes.get(
      `${PREFIX}/plans`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'The power plans on offer, the current one, and the dates an order may take',
          params: accountParams,
          response: { 200: envelopeSchema(powerPlansSchema), ...errors },
        },
      },
      async (request) => ok(await findPowerPlanChoices(db, request.params.accountCode)),
    );
    routes.post(
      `${PREFIX}/planChangeOrders`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Order a power plan change from a date (a PowerPlanChange order)',
          params: accountParams,
          headers: idempotencyKeyHeaderSchema,
          body: powerPlanChangeRequestSchema,
          response: { 200: envelopeSchema(powerOrderResultSchema), ...writeErrors },
        },
      },
      async (request) => {
        const order = await placePowerPlanChange(
          db,
          request.params.accountCode,
          request.body,
          request.headers['idempotency-key'],
        );
        return ok(order, {
          message: `${order.summary} from ${formatDate(order.requestedDateOfProvisioning)} is pending.`,
        });
      },
    );
    routes.get(
      `${PREFIX}/icpLookup`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'ICPs at an address that no active account is supplied on',
          params: accountParams,
          querystring: icpLookupQuerySchema,
          response: { 200: envelopeSchema(z.array(icpCandidateSchema)), ...errors },
        },
      },
      async (request) => ok(await lookUpIcps(db, request.query.address)),
    );
    routes.post(
      `${PREFIX}/signUpOrders`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Sign up for power at an ICP on a plan from a start date (an AddPower order)',
          params: accountParams,
          headers: idempotencyKeyHeaderSchema,
          body: powerSignUpRequestSchema,
          response: { 200: envelopeSchema(powerOrderResultSchema), ...writeErrors },
        },
      },
      async (request) => {
        const hasPower = await hasPowerProduct(db, request.params.accountCode);
        const order = await placePowerSignUp(db, request.params.accountCode, request.body, {
          idempotencyKey: request.headers['idempotency-key'],
          hasPower,
        });
        return ok(order, { message: 'Your power sign-up is in progress.' });
      },
    );
  };
};
