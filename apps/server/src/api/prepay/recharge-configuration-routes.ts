import type { FastifyInstance } from 'fastify';
import {
  deleteRechargeMonthlyQuerySchema,
  putAutoPaySchema,
  putAutoTopUpSchema,
  putMonthlyAutoTopUpSchema,
  rechargeConfigurationSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { getRechargeConfiguration } from './get-recharge-configuration';
import { lineParams, lineReadAccess, readErrors, RECHARGE_PREFIX, tags } from './route-parts';
import { registerSettingCalls, settingInput } from './setting-routes';
import type { SettingFamily } from './setting-routes';
import { accountRouter } from '../route-kit';

/** The recharge family's names: topupAmountIncludingGst, targetServiceEntity. */
const rechargeFamily: SettingFamily = {
  autopayMethod: 'PUT',
  autopay: settingInput({
    path: `${RECHARGE_PREFIX}/autoPay`,
    schema: putAutoPaySchema,
    read: (body) => body.cardId,
  }),
  lowBalance: settingInput({
    path: `${RECHARGE_PREFIX}/autotopup`,
    schema: putAutoTopUpSchema,
    read: (body) => ({
      cardId: body.cardId,
      amount: body.topupAmountIncludingGst,
      threshold: body.lowBalanceThresholdIncludingGst,
      requiresCustomerConfirmation: body.requiresCustomerConfirmation,
    }),
  }),
  monthly: settingInput({
    path: `${RECHARGE_PREFIX}/monthlyAutoTopup`,
    schema: putMonthlyAutoTopUpSchema,
    read: (body) => ({
      targetMsisdn: body.targetServiceEntity,
      cardId: body.cardId,
      dayOfMonth: body.dayOfMonth,
      amount: body.topupAmountIncludingGst,
    }),
  }),
  monthlyRemoval: settingInput({
    path: `${RECHARGE_PREFIX}/monthlyAutoTopup`,
    schema: deleteRechargeMonthlyQuerySchema,
    read: (query) => query.targetServiceEntity,
  }),
};

/**
 * The recharge configuration calls of spec section 7 (/recharge/v1/configuration): the read
 * of the top-up screen, and the same settings as prepay management under their own names.
 */
export function rechargeConfigurationRoutes(db: Db) {
  return (app: FastifyInstance) => {
    accountRouter(app, { tags, refusals: readErrors }).get(RECHARGE_PREFIX, {
      access: lineReadAccess,
      summary: 'Balance, limits, saved cards, autopay and auto top-ups of a prepay line',
      params: lineParams,
      data: rechargeConfigurationSchema,
      answer: (request) =>
        getRechargeConfiguration(db, request.params.accountCode, request.params.serviceEntity),
    });
    registerSettingCalls(app, db, rechargeFamily);
  };
}
