import type { FastifyInstance } from 'fastify';
import {
  activeServiceValidationSchema,
  deleteMonthlyAutoTopUpQuerySchema,
  envelopeSchema,
  setAutopaySchema,
  setAutoTopUpSchema,
  setMonthlyAutoTopUpSchema,
  validateActiveServiceParamsSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { MANAGEMENT_PREFIX, tags } from './route-parts';
import { registerSettingCalls, settingInput } from './setting-routes';
import type { SettingFamily } from './setting-routes';
import { validateActiveService } from './validate-active-service';
import { refusals, zodRoutes } from '../route-kit';

/** The management family's names: amount, lowBalanceThreshold, targetMsisdn. */
const managementFamily: SettingFamily = {
  autopayMethod: 'POST',
  autopay: settingInput({
    path: `${MANAGEMENT_PREFIX}/autopay`,
    schema: setAutopaySchema,
    read: (body) => body.cardId,
  }),
  lowBalance: settingInput({
    path: `${MANAGEMENT_PREFIX}/autoTopup`,
    schema: setAutoTopUpSchema,
    read: (body) => ({
      cardId: body.cardId,
      amount: body.amount,
      threshold: body.lowBalanceThreshold,
      requiresCustomerConfirmation: body.requiresAutoTopupConfirmation,
    }),
  }),
  monthly: settingInput({
    path: `${MANAGEMENT_PREFIX}/monthlyAutoTopup`,
    schema: setMonthlyAutoTopUpSchema,
    read: (body) => ({
      targetMsisdn: body.targetMsisdn,
      cardId: body.cardId,
      dayOfMonth: body.dayOfMonth,
      amount: body.amount,
    }),
  }),
  monthlyRemoval: settingInput({
    path: `${MANAGEMENT_PREFIX}/monthlyAutoTopup`,
    schema: deleteMonthlyAutoTopUpQuerySchema,
    read: (query) => query.targetMsisdn,
  }),
};

/**
 * Prepay management of spec section 7 (/mobile/v2/prepay/management). Its settings are the
 * recharge family's rows under other field names; each answers with the configuration.
 */
export function prepayManagementRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
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
            ...refusals(400, 401),
          },
        },
      },
      async (request) => ok(await validateActiveService(db, request.params.serviceEntity)),
    );
    registerSettingCalls(app, db, managementFamily);
  };
}
