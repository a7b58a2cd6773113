import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { envelopeSchema, rechargeConfigurationSchema } from '@portal/contracts';
import type { TopUpOperation } from '@portal/domain';
import type { Db } from '../../db/client';
import { removeAutopay, setAutopay } from './autopay-writes';
import { configurationAfter, settingChangeOf } from './configuration-answer';
import type { LowBalanceAutoTopUpSetting } from './low-balance-writes';
import { removeLowBalanceAutoTopUp, setLowBalanceAutoTopUp } from './low-balance-writes';
import type { MonthlyAutoTopUpSetting } from './monthly-writes';
import { removeMonthlyAutoTopUp, setMonthlyAutoTopUp } from './monthly-writes';
import { lineOwnerAccess, lineParams, tags, writeErrors } from './route-parts';
import type { SettingChange } from './setting-change';
import { zodRoutes } from '../route-kit';

/** What one family's call reads: its path, its schema, and the setting in the store's terms. */
export interface SettingInput<Setting> {
  path: string;
  schema: z.ZodType;
  read: (input: unknown) => Setting;
}

/** Ties a schema to what is read from input it has already validated. */
export function settingInput<Schema extends z.ZodType, Setting>(input: {
  path: string;
  schema: Schema;
  read: (valid: z.infer<Schema>) => Setting;
}): SettingInput<Setting> {
  return { ...input, read: (valid) => input.read(valid as z.infer<Schema>) };
}

/**
 * The settings under one family's names and shapes (spec section 7 has two families, one
 * store): autopay's card, the low-balance and monthly auto top-ups, and which monthly one
 * to remove.
 */
export interface SettingFamily {
  autopayMethod: 'POST' | 'PUT';
  autopay: SettingInput<string>;
  lowBalance: SettingInput<LowBalanceAutoTopUpSetting>;
  monthly: SettingInput<MonthlyAutoTopUpSetting>;
  monthlyRemoval: SettingInput<string>;
}

interface SettingCall {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  operation: TopUpOperation;
  write: (db: Db, change: SettingChange, input: unknown) => Promise<void>;
}

function callsOf(family: SettingFamily): SettingCall[] {
  const { autopay, lowBalance, monthly, monthlyRemoval } = family;
  return [
    {
      method: family.autopayMethod,
      path: autopay.path,
      summary: 'Set up autopay on a saved card (terms must be accepted)',
      body: autopay.schema,
      operation: 'AddingAutoPay',
      write: (db, change, body) => setAutopay(db, change, autopay.read(body)),
    },
    {
      method: 'DELETE',
      path: autopay.path,
      summary: 'Turn autopay off',
      operation: 'RemoveAutopay',
      write: (db, change) => removeAutopay(db, change),
    },
    {
      method: 'PUT',
      path: lowBalance.path,
      summary: 'Set up the low-balance auto top-up',
      body: lowBalance.schema,
      operation: 'AddingLowBalanceAutoTopUp',
      write: (db, change, body) => setLowBalanceAutoTopUp(db, change, lowBalance.read(body)),
    },
    {
      method: 'DELETE',
      path: lowBalance.path,
      summary: 'Turn the low-balance auto top-up off',
      operation: 'RemoveLowBalanceAutoTopUp',
      write: (db, change) => removeLowBalanceAutoTopUp(db, change),
    },
    {
      method: 'PUT',
      path: monthly.path,
      summary: 'Set up a monthly auto top-up of a prepay number of the account (day 1–28)',
      body: monthly.schema,
      operation: 'AddingMonthlyAutoTopUp',
      write: (db, change, body) => setMonthlyAutoTopUp(db, change, monthly.read(body)),
    },
    {
      method: 'DELETE',
      path: monthlyRemoval.path,
      summary: 'Remove the monthly auto top-up of a number',
      querystring: monthlyRemoval.schema,
      operation: 'RemoveMonthlyAutoTopUp',
      write: (db, change, query) => removeMonthlyAutoTopUp(db, change, monthlyRemoval.read(query)),
    },
  ];
}

const response = { 200: envelopeSchema(rechargeConfigurationSchema), ...writeErrors };

/**
 * Registers a family's six setting calls, for the line's owner (or staff); each answers
 * with the line's configuration and the success title of spec section 4.
 */
export function registerSettingCalls(app: FastifyInstance, db: Db, family: SettingFamily): void {
  const routes = zodRoutes(app);
  for (const call of callsOf(family)) {
    routes.route({
      method: call.method,
      url: call.path,
      config: { access: lineOwnerAccess },
      schema: {
        tags,
        summary: call.summary,
        params: lineParams,
        ...(call.body === undefined ? {} : { body: call.body }),
        ...(call.querystring === undefined ? {} : { querystring: call.querystring }),
        response,
      },
      handler: async (request) => {
        const change = settingChangeOf(request);
        await call.write(db, change, call.body === undefined ? request.query : request.body);
        return configurationAfter(db, change, call.operation);
      },
    });
  }
}
