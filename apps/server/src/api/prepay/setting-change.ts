import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { prepayLineRow } from './prepay-line';

/** Who changes which prepay line's settings, from where. */
export interface SettingChange {
  accountCode: string;
  serviceEntity: string;
  caller: Caller | null;
  ip: string;
  now?: Date;
}

/**
 * Runs one change of a line's top-up settings in a transaction: the line must be a prepay
 * line of the account (else 404, nothing written), and the change goes in the audit log
 * with who made it. Anything the change refuses rolls the whole of it back.
 */
export async function changeSetting(
  db: Db,
  change: SettingChange,
  action: string,
  apply: (tx: Db, now: Date) => Promise<Record<string, unknown>>,
): Promise<void> {
  const now = change.now ?? new Date();
  await db.transaction(async (tx) => {
    await prepayLineRow(tx, change.accountCode, change.serviceEntity);
    const details = await apply(tx, now);
    await tx.insert(auditLog).values({
      actor: change.caller?.userGuid ?? 'unknown',
      actorPool: change.caller?.pool ?? null,
      action,
      accountCode: change.accountCode,
      ip: change.ip,
      details: { serviceEntity: change.serviceEntity, ...details },
    });
  });
}
