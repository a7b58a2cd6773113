import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activeServiceValidationSchema,
  deleteMonthlyAutoTopUpQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  rechargeConfigurationSchema,
  setAutopaySchema,
  setAutoTopUpSchema,
  setMonthlyAutoTopUpSchema,
  validateActiveServiceParamsSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { removeAutopay, setAutopay } from './autopay-writes';
import { configurationAfter, settingChangeOf } from './configuration-answer';
import { removeLowBalanceAutoTopUp, setLowBalanceAutoTopUp } from './low-balance-writes';
import { removeMonthlyAutoTopUp, setMonthlyAutoTopUp } from './monthly-writes';
import { lineOwnerAccess, lineParams, MANAGEMENT_PREFIX, tags, writeErrors } from './route-parts';
import { validateActiveService } from './validate-active-service';

const response = { 200: envelopeSchema(rechargeConfigurationSchema), ...writeErrors };
const writeConfig = { access: lineOwnerAccess };

/**
 * Prepay management of spec section 7 (/mobile/v2/prepay/management). Its settings are the
 * recharge family's rows under other field names; each answers with the configuration.
 */
export function prepayManagementRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/mobile/v2/prepay/management/serviceEntities/:serviceEntity/validateActiveService',
      {
        config: { access: { kind: 'signed-in' } },
        schema: {
          tags,
          summary: 'Whether a number is an active prepay number (before adding it)',
          params: validateActiveServiceParamsSchema,
          response: {
            200: envelopeSchema(activeServiceValidationSchema),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
          },
        },
      },
      async (request) => ok(await validateActiveService(db, request.params.serviceEntity)),
    );
    routes.post(
      `${MANAGEMENT_PREFIX}/autopay`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: 'Set up autopay on a saved card (terms must be accepted)',
          params: lineParams,
          body: setAutopaySchema,
          response,
        },
      },
      async (request) => {
        const change = settingChangeOf(request);
        await setAutopay(db, change, request.body.cardId);
        return configurationAfter(db, change, 'AddingAutoPay');
      },
    );
    routes.delete(
      `${MANAGEMENT_PREFIX}/autopay`,
      {
        config: writeConfig,
        schema: { tags, summary: 'Turn autopay off', params: lineParams, response },
      },
      async (request) => {
        const change = settingChangeOf(request);
        await removeAutopay(db, change);
        return configurationAfter(db, change, 'RemoveAutopay');
      },
    );
    routes.put(
      `${MANAGEMENT_PREFIX}/autoTopup`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: 'Set up the low-balance auto top-up (no threshold: the one set, or $5.00)',
          params: lineParams,
          body: setAutoTopUpSchema,
          response,
        },
      },
      async (request) => {
        const change = settingChangeOf(request);
        const { body } = request;
        await setLowBalanceAutoTopUp(db, change, {
          cardId: body.cardId,
          amount: body.amount,
          threshold: body.lowBalanceThreshold,
          requiresCustomerConfirmation: body.requiresAutoTopupConfirmation,
        });
        return configurationAfter(db, change, 'AddingLowBalanceAutoTopUp');
      },
    );
    routes.delete(
      `${MANAGEMENT_PREFIX}/autoTopup`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: 'Turn the low-balance auto top-up off',
          params: lineParams,
          response,
        },
      },
      async (request) => {
        const change = settingChangeOf(request);
        await removeLowBalanceAutoTopUp(db, change);
        return configurationAfter(db, change, 'RemoveLowBalanceAutoTopUp');
      },
    );
    routes.put(
      `${MANAGEMENT_PREFIX}/monthlyAutoTopup`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: 'Set up a monthly auto top-up of a prepay number of the account (day 1–28)',
          params: lineParams,
          body: setMonthlyAutoTopUpSchema,
          response,
        },
      },
      async (request) => {
        const change = settingChangeOf(request);
        const { body } = request;
        await setMonthlyAutoTopUp(db, change, {
          targetMsisdn: body.targetMsisdn,
          cardId: body.cardId,
          dayOfMonth: body.dayOfMonth,
          amount: body.amount,
        });
        return configurationAfter(db, change, 'AddingMonthlyAutoTopUp');
      },
    );
    routes.delete(
      `${MANAGEMENT_PREFIX}/monthlyAutoTopup`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: 'Remove the monthly auto top-up of a number',
          params: lineParams,
          querystring: deleteMonthlyAutoTopUpQuerySchema,
          response,
        },
      },
      async (request) => {
        const change = settingChangeOf(request);
        await removeMonthlyAutoTopUp(db, change, request.query.targetMsisdn);
        return configurationAfter(db, change, 'RemoveMonthlyAutoTopUp');
      },
    );
  };
}
