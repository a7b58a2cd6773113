import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One table's rows as they go into the archive: a JSON array and a CSV of the same. */
export interface DataSection {
  name: string;
  rows: Record<string, unknown>[];
}

/**
 * Columns never handed out, whatever table they are in: password hashes, passkeys' public
 * keys and credential ids, one-time and link tokens (hashed or not), second-factor secrets,
 * card and gateway tokens. Matched by name so a column added later is left out too.
 */
const SECRET_COLUMN = /hash|secret|token|public_key|credential|password|card_id|gateway/;

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (!SECRET_COLUMN.test(column)) kept[column] = value;
  }
  return kept;
}

async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = await db.execute(query);
  return result.rows.map(withoutSecrets);
}

/** What is held about the person themself. */
function personQueries(userGuid: string): [string, SQL][] {
  return [
    ['identity', sql`select * from identities where user_guid = ${userGuid}`],
    ['claims', sql`select * from claims where user_guid = ${userGuid} order by id`],
    ['sign_ins', sql`select * from sign_ins where user_guid = ${userGuid} order by at`],
    [
      // The names and dates of passkeys, never their keys.
      'passkeys',
      sql`select name, device_type, backed_up, created_at, last_used_at
            from passkeys where user_guid = ${userGuid} order by created_at`,
    ],
    [
      'correction_requests',
      sql`select id, account_code, what, correction, created_at as received_at, due_on, state, reply, closed_at
            from correction_requests where user_guid = ${userGuid} order by created_at`,
    ],
    // Their own notices (an earlier archive ready); the accounts' are under each account.
    ['notices', sql`select * from notices where user_guid = ${userGuid} order by created_at`],
  ];
}

/** What is held about one account the person may see. */
function accountQueries(accountCode: string): [string, SQL][] {
  const lines = sql`select service_entity from mobile_services where account_code = ${accountCode}`;
  return [
    ['accounts', sql`select * from accounts where account_code = ${accountCode}`],
    ['service_addresses', sql`select * from service_addresses where account_code = ${accountCode}`],
    ['linked_numbers', sql`select * from linked_numbers where account_code = ${accountCode}`],
    ['mobile_services', sql`select * from mobile_services where account_code = ${accountCode}`],
    ['internet_services', sql`select * from internet_services where account_code = ${accountCode}`],
    ['voice_services', sql`select * from voice_services where account_code = ${accountCode}`],
    [
      'invoices',
      sql`select * from invoices where account_code = ${accountCode} order by bill_date`,
    ],
    [
      'invoice_lines',
      sql`select l.* from invoice_lines l join invoices i on i.invoice_id = l.invoice_id
            where i.account_code = ${accountCode} order by l.invoice_id, l.sort_order`,
    ],
    ['payments', sql`select * from payments where account_code = ${accountCode} order by paid_at`],
    [
      'account_transactions',
      sql`select * from account_transactions where account_code = ${accountCode} order by occurred_at`,
    ],
    [
      // More time on a bill and payment plans (decision 061).
      'payment_arrangements',
      sql`select * from payment_arrangements where account_code = ${accountCode} order by created_at`,
    ],
    [
      // Smooth pay and its reviews (decision 062).
      'smooth_pay_arrangements',
      sql`select * from smooth_pay_arrangements where account_code = ${accountCode} order by created_at`,
    ],
    [
      'smooth_pay_reviews',
      sql`select r.* from smooth_pay_reviews r
            join smooth_pay_arrangements a on a.id = r.arrangement_id
            where a.account_code = ${accountCode} order by r.created_at`,
    ],
    [
      // Monthly totals per line and kind: the daily rows would be thousands of lines.
      'usage_by_month',
      sql`select service_entity, kind, to_char(day, 'YYYY-MM') as month,
                 sum(event_count)::int as events, sum(total_bytes)::bigint as bytes,
                 sum(total_seconds)::bigint as seconds,
                 sum(charge_including_gst_cents)::bigint as charge_including_gst_cents
            from usage_daily_rollups where service_entity in (${lines})
            group by service_entity, kind, month order by service_entity, kind, month`,
    ],
    ['orders', sql`select * from orders where account_code = ${accountCode}`],
    [
      'notification_preferences',
      sql`select * from notification_preferences where account_code = ${accountCode}`,
    ],
    ['notices', sql`select * from notices where account_code = ${accountCode} order by created_at`],
    [
      'audit_log',
      sql`select at, actor_pool, action, details from audit_log
            where account_code = ${accountCode} order by at`,
    ],
  ];
}

/** The accounts a person may see: those their claims name. */
async function accountsOf(db: Db, userGuid: string): Promise<string[]> {
  const result = await db.execute(
    sql`select claim_value from claims
          where user_guid = ${userGuid} and claim_type = 'Account' order by claim_value`,
  );
  return result.rows.map((row) => String(row.claim_value));
}

/**
 * Everything the portal holds about a person and each account they may see, as named
 * sections; an account's sections are named `{account}/{table}`.
 */
export async function gatherPersonalData(db: Db, userGuid: string): Promise<DataSection[]> {
  const sections: DataSection[] = [];
  for (const [name, query] of personQueries(userGuid)) {
    sections.push({ name, rows: await rowsOf(db, query) });
  }
  for (const accountCode of await accountsOf(db, userGuid)) {
    for (const [name, query] of accountQueries(accountCode)) {
      sections.push({ name: `${accountCode}/${name}`, rows: await rowsOf(db, query) });
    }
  }
  return sections;
}
