import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { chunkLines, CODE_BASE } from './scale-sql';

/** Accounts lo..hi with their owner log-in (loadtest+<code>@example.nz) and claim. */
export async function insertAccounts(
  db: Db,
  lo: number,
  hi: number,
  today: string,
  hash: string,
): Promise<void> {
  await db.execute(sql`
    insert into accounts (account_code, account_name, owner_name, billing_email, billing_mobile_number,
      billing_address1, billing_location_name, billing_post_code, business_group, bill_frequency,
      billing_period, bill_cycle_display_name, display_gst_inclusive_values, created_at)
    select (${CODE_BASE} + k)::text, 'Load Test ' || k, 'Load Tester ' || k,
      'loadtest+' || (${CODE_BASE} + k) || '@example.nz', '029' || lpad((k * 3)::text, 7, '0'),
      (k % 300 + 1) || ' Test Street', 'Auckland', '1010',
      case when k % 7 = 0 then 'Business' else 'Residential' end, 'Monthly', 'Monthly',
      'Monthly on the ' || (k % 28 + 1), k % 7 <> 0, ${today}::date - 400
    from generate_series(${lo}::int, ${hi}::int) k`);
  // The guid is derived from the code (md5 has the shape of a uuid), so reruns are identical.
  await db.execute(sql`
    insert into identities (user_guid, pool_key, email, password_hash, first_name, last_name, created_at)
    select md5('loadtest+' || (${CODE_BASE} + k))::uuid, 'customer',
      'loadtest+' || (${CODE_BASE} + k) || '@example.nz', ${hash}, 'Load', 'Tester ' || k,
      ${today}::date - 400
    from generate_series(${lo}::int, ${hi}::int) k`);
  await db.execute(sql`
    insert into claims (user_guid, claim_type, claim_value, roles, created_at)
    select md5('loadtest+' || (${CODE_BASE} + k))::uuid, 'Account', (${CODE_BASE} + k)::text,
      '{AccountOwner}', ${today}::date - 400
    from generate_series(${lo}::int, ${hi}::int) k`);
}

export async function insertLines(db: Db, lo: number, hi: number, today: string): Promise<void> {
  await db.execute(sql`
    insert into mobile_services (service_entity, account_code, payment_type, plan_key, status,
      activated_at, created_at)
    select service_entity, (${CODE_BASE} + k)::text, 'Postpay',
      (array['CAPPED_5GB', 'CARRYOVER_15GB', 'ENDLESS_40', 'UNLIMITED_MAX'])[(k + j) % 4 + 1],
      'Active', ${today}::date - 400, ${today}::date - 400
    from ${chunkLines(lo, hi)} l`);
}
