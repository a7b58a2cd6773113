import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteRechargeMonthlyQuerySchema,
  envelopeSchema,
  putAutoPaySchema,
  putAutoTopUpSchema,
  putMonthlyAutoTopUpSchema,
  rechargeConfigurationSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { removeAutopay, setAutopay } from './autopay-writes';
import { configurationAfter, settingChangeOf } from './configuration-answer';
import { getRechargeConfiguration } from './get-recharge-configuration';
import { removeLowBalanceAutoTopUp, setLowBalanceAutoTopUp } from './low-balance-writes';
import { removeMonthlyAutoTopUp, setMonthlyAutoTopUp } from './monthly-writes';
import {
  lineOwnerAccess,
  lineParams,
  lineReadAccess,
  readErrors,
  RECHARGE_PREFIX,
  tags,
  writeErrors,
} from './route-parts';

const configuration = envelopeSchema(rechargeConfigurationSchema);
const response = { 200: configuration, ...writeErrors };
const writeConfig = { access: lineOwnerAccess };

/**
 * The recharge configuration calls of spec section 7 (/recharge/v1/configuration): the read
 * of the top-up screen, and the same settings as prepay management under their own names.
 */
export function rechargeConfigurationRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      RECHARGE_PREFIX,
      {
        config: { access: lineReadAccess },
        schema: {
          tags,
          summary: 'Balance, limits, saved cards, autopay and auto top-ups of a prepay line',
          params: lineParams,
          response: { 200: configuration, ...readErrors },
        },
      },
      async (request) =>
        ok(
          await getRechargeConfiguration(
            db,
            request.params.accountCode,
            request.params.serviceEntity,
          ),
        ),
    );
    routes.put(
      `${RECHARGE_PREFIX}/autoPay`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: 'Set up autopay on a saved card (terms must be accepted)',
          params: lineParams,
          body: putAutoPaySchema,
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
      `${RECHARGE_PREFIX}/autoPay`,
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
      `${RECHARGE_PREFIX}/autotopup`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: 'Set up the low-balance auto top-up',
          params: lineParams,
          body: putAutoTopUpSchema,
          response,
        },
      },
      async (request) => {
        const change = settingChangeOf(request);
        const { body } = request;
        await setLowBalanceAutoTopUp(db, change, {
          cardId: body.cardId,
          amount: body.topupAmountIncludingGst,
          threshold: body.lowBalanceThresholdIncludingGst,
          requiresCustomerConfirmation: body.requiresCustomerConfirmation,
        });
        return configurationAfter(db, change, 'AddingLowBalanceAutoTopUp');
      },
    );
    routes.delete(
      `${RECHARGE_PREFIX}/autotopup`,
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
      `${RECHARGE_PREFIX}/monthlyAutoTopup`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: 'Set up a monthly auto top-up of a prepay number of the account (day 1–28)',
          params: lineParams,
          body: putMonthlyAutoTopUpSchema,
          response,
        },
      },
      async (request) => {
        const change = settingChangeOf(request);
        const { body } = request;
        await setMonthlyAutoTopUp(db, change, {
          targetMsisdn: body.targetServiceEntity,
          cardId: body.cardId,
          dayOfMonth: body.dayOfMonth,
          amount: body.topupAmountIncludingGst,
        });
        return configurationAfter(db, change, 'AddingMonthlyAutoTopUp');
      },
    );
    routes.delete(
      `${RECHARGE_PREFIX}/monthlyAutoTopup`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: 'Remove the monthly auto top-up of a number',
          params: lineParams,
          querystring: deleteRechargeMonthlyQuerySchema,
          response,
        },
      },
      async (request) => {
        const change = settingChangeOf(request);
        await removeMonthlyAutoTopUp(db, change, request.query.targetServiceEntity);
        return configurationAfter(db, change, 'RemoveMonthlyAutoTopUp');
      },
    );
  };
}
