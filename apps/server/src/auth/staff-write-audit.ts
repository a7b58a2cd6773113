import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
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
 */
export async function recordStaffWrite(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const caller = request.caller;
  if (caller?.isStaff !== true || READS.has(request.method) || reply.statusCode >= 400) return;
  const schema = request.routeOptions.schema as { summary?: unknown } | undefined;
  await db.insert(auditLog).values({
    actor: caller.userGuid,
    actorPool: caller.pool,
    action: STAFF_CHANGE_ACTION,
    accountCode: accountOf(request),
    ip: request.ip,
    details: {
      method: request.method,
      route: request.routeOptions.url ?? null,
      summary: typeof schema?.summary === 'string' ? schema.summary : null,
      status: reply.statusCode,
    },
  });
}
