import { sql } from 'drizzle-orm';
import { ACTIVITY_KEPT_MONTHS, activityKeptFrom } from '@portal/domain';
import type { StaffOpenings } from '@portal/contracts';
import type { Db } from '../../db/client';
import { describeAuditEntry } from './describe-audit-entry';

/** The most openings listed; a year of them is rarely more. */
export const STAFF_OPENINGS_LISTED = 50;

interface OpeningRow extends Record<string, unknown> {
  id: string;
  opened_at: Date | string;
  name: string | null;
  changes: { at: string; details: Record<string, unknown> }[] | null;
}

/**
 * GET /accounts/{accountCode}/staffOpenings (issue 29): each time a sales person opened the
 * account in the kept year, newest first, with the changes made under that opening (the
 * staff writes the audit log ties to it), oldest first, in the staff trail's words.
 */
export async function findStaffOpenings(
  db: Db,
  accountCode: string,
  now = new Date(),
): Promise<StaffOpenings> {
  const result = await db.execute<OpeningRow>(sql`
    select o.id, o.opened_at, sp.name,
      (select jsonb_agg(jsonb_build_object('at', a.at, 'details', a.details) order by a.at, a.id)
        from audit_log a
        where a.account_code = o.account_code and a.action = 'staff-change'
          and a.details ->> 'openingId' = o.id::text) as changes
    from staff_openings o
      left join sales_people sp on sp.user_guid = o.staff_guid
    where o.account_code = ${accountCode} and o.opened_at >= ${activityKeptFrom(now).toISOString()}
    order by o.opened_at desc, o.id
    limit ${STAFF_OPENINGS_LISTED}`);
  return {
    openings: result.rows.map((row) => ({
      id: row.id,
      openedAt: new Date(row.opened_at).toISOString(),
      salesPersonName: row.name ?? 'One of our staff',
      changes: (row.changes ?? []).map((change) => ({
        at: new Date(change.at).toISOString(),
        description: describeAuditEntry('staff-change', change.details),
      })),
    })),
    keptMonths: ACTIVITY_KEPT_MONTHS,
  };
}
