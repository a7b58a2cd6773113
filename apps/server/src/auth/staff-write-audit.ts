import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { NoticeSettings } from '../notifications/notices';
import { tellStaffChange } from '../notifications/staff-change-notice';
import { ACCOUNT_PARAM } from './route-access';

export const STAFF_CHANGE_ACTION = 'staff-change';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The account the route acts on, when its access rule names one in the path. */
function accountOf(request: FastifyRequest): string | null {
  const access = request.routeOptions.config.access;
  if (access?.kind !== 'account') return null;
  const value = (request.params as Record<string, unknown>)[ACCOUNT_PARAM];
  return typeof value === 'string' ? value : null;
}

/**
 * Every successful write made under a staff session leaves a row naming the sales person,
 * the account and what the route does (its OpenAPI summary). It runs for every route under
 * access control, before the answer is sent: a change the caller sees succeed is already
 * in the trail, and a row that cannot be written turns the answer into an error rather
 * than leave a staff change unrecorded. Use cases may record what changed in more detail.
 * The row names the opening of the account it was made under, and the account is told, once
 * per opening, that staff changed something (when `notices` is given).
 */
export async function recordStaffWrite(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  notices?: NoticeSettings,
): Promise<void> {
  const caller = request.caller;
  if (caller?.isStaff !== true || READS.has(request.method) || reply.statusCode >= 400) return;
  const schema = request.routeOptions.schema as { summary?: unknown } | undefined;
  const summary = typeof schema?.summary === 'string' ? schema.summary : null;
  const accountCode = accountOf(request);
  const openingId = caller.staffOpeningId ?? null;
  await db.insert(auditLog).values({
    actor: caller.userGuid,
    actorPool: caller.pool,
    action: STAFF_CHANGE_ACTION,
    accountCode,
    ip: request.ip,
    details: {
      method: request.method,
      route: request.routeOptions.url ?? null,
      summary,
      status: reply.statusCode,
      // The opening it was made under, which the customer sees it beside (decision 053).
      ...(openingId === null ? {} : { openingId }),
    },
  });
  if (notices !== undefined && openingId !== null && accountCode !== null) {
    await tellStaffChange(db, notices, {
      openingId,
      staffGuid: caller.userGuid,
      accountCode,
      summary: summary === null ? null : describeStaffChange(summary),
    });
  }
}

/** A route's summary as words for a customer, without notes for API readers in brackets. */
export function describeStaffChange(summary: string): string {
  return summary.replace(/\s*\([^)]*\)$/, '');
}
