import { eq, sql } from 'drizzle-orm';
import type { AuditTrail } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { describeAuditEntry } from './describe-audit-entry';

interface TrailRow extends Record<string, unknown> {
  id: string;
  at: Date | string;
  action: string;
  details: Record<string, unknown> | null;
  actor_name: string | null;
  actor_pool: string | null;
}

/**
 * The account's trail: its audit rows (staff openings and changes, people, payment
 * methods, …), password changes of the people who hold it, and its orders (plan changes,
 * sign-ups, moves), which are their own record.
 */
function trailOf(accountCode: string) {
  return sql`
    select 'a' || a.id::text as id, a.at, a.action, a.details, a.actor_pool,
      coalesce(sp.name, nullif(trim(i.first_name || ' ' || i.last_name), '')) as actor_name
    from audit_log a
      left join identities i on i.user_guid::text = a.actor
      left join sales_people sp on sp.user_guid::text = a.actor
    where a.account_code = ${accountCode}
      or (a.action = 'password-changed' and a.actor in (
        select c.user_guid::text from claims c
        where c.claim_type = 'Account' and c.claim_value = ${accountCode}))
    union all
    select 'o' || o.order_id, o.created_at, 'order-placed',
      jsonb_build_object('orderType', o.order_type, 'summary', o.payload->>'summary',
        'status', o.status),
      null, null
    from orders o
    where o.account_code = ${accountCode}`;
}

/** GET /staff/accounts/{accountCode}/auditTrail: newest first, one page at a time. */
export async function findAuditTrail(
  db: Db,
  accountCode: string,
  paging: { page: number; pageSize: number },
): Promise<AuditTrail> {
  const [account] = await db
    .select({ accountCode: accounts.accountCode })
    .from(accounts)
    .where(eq(accounts.accountCode, accountCode));
  if (account === undefined) throw AppError.notFound(`There is no account ${accountCode}.`);

  const offset = (paging.page - 1) * paging.pageSize;
  const [counted, page] = await Promise.all([
    db.execute<{ total: number | string }>(
      sql`select count(*) as total from (${trailOf(accountCode)}) t`,
    ),
    db.execute<TrailRow>(
      sql`select * from (${trailOf(accountCode)}) t
        order by t.at desc, t.id desc limit ${paging.pageSize} offset ${offset}`,
    ),
  ]);
  return {
    entries: page.rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      action: row.action,
      description: describeAuditEntry(row.action, row.details ?? {}),
      actorName: row.actor_name,
      isStaff: row.actor_pool === 'StaffIdentity',
    })),
    page: paging.page,
    pageSize: paging.pageSize,
    total: Number(counted.rows[0]?.total ?? 0),
  };
}
