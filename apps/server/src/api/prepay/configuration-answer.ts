import type { Envelope, RechargeConfiguration } from '@portal/contracts';
import { topUpSuccessTitle, type TopUpOperation } from '@portal/domain';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { getRechargeConfiguration } from './get-recharge-configuration';
import type { SettingChange } from './setting-change';

/** The change a request to either family asks for on the line in its path. */
export function settingChangeOf(request: {
  params: { accountCode: string; serviceEntity: string };
  caller: Caller | null;
  ip: string;
}): SettingChange {
  return {
    accountCode: request.params.accountCode,
    serviceEntity: request.params.serviceEntity,
    caller: request.caller,
    ip: request.ip,
  };
}

/**
 * What every setting call of both families answers: the line's configuration as the next
 * read shows it, with the success title of spec section 4 as the message.
 */
export async function configurationAfter(
  db: Db,
  change: SettingChange,
  operation: TopUpOperation,
): Promise<Envelope<RechargeConfiguration>> {
  const configuration = await getRechargeConfiguration(
    db,
    change.accountCode,
    change.serviceEntity,
  );
  return ok(configuration, { message: topUpSuccessTitle(operation) });
}
