import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { verifyPassword } from '../passwords';
import { openTestDatabase } from '../testing';
import { seedDemoDataIfEmpty } from '.';

const TODAY = new Date('2026-03-10T01:00:00Z');

/** docs/demo-data.md, written out again here so the test checks the seed against the contract. */
const PEOPLE = [
  [
    'aroha@example.nz',
    'customer',
    'Aroha',
    'Ngata',
    ['30000001:AccountOwner', '30000002:AccountOwner'],
  ],
  ['mere@example.nz', 'customer', 'Mere', 'Ngata', ['30000001:AccountRead']],
  ['ben@example.nz', 'customer', 'Ben', 'Carter', ['30000101:AccountOwner']],
  ['fiona@example.nz', 'customer', 'Fiona', 'Hill', ['30000201:AccountOwner']],
  ['kiri@example.nz', 'customer', 'Kiri', 'Walker', ['30000301:AccountOwner']],
  ['liam@example.nz', 'customer', 'Liam', 'Chen', ['30000401:AccountOwner']],
  ['nova@example.nz', 'customer', 'Nova', 'Reid', []],
  ['sam.sales@example.nz', 'StaffIdentity', 'Sam', 'Sales', []],
] as const;

const ACCOUNTS = [
  ['30000001', 'Ngata Household', 'Residential', 'Monthly'],
  ['30000002', 'Ngata Bach', 'Residential', 'Monthly'],
  ['30000101', 'Ben Carter', 'Prepay', 'Monthly'],
  ['30000201', 'Hill Farm', 'Residential', 'Monthly'],
  ['30000301', 'Walker Builders Ltd', 'Business', 'Monthly'],
  ['30000401', 'Liam Chen', 'Residential', 'Fortnightly'],
] as const;

const LINES = [
  ['0211234567', '30000001', 'Postpay'],
  ['0221234568', '30000001', 'Postpay'],
  ['0271234569', '30000001', 'Postpay'],
  ['0211234580', '30000301', 'Postpay'],
  ['0211234581', '30000301', 'Postpay'],
  ['0201234570', '30000101', 'Prepay'],
] as const;

describe('demo seed', () => {
  let handle: DatabaseHandle;
  const query = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    (await handle.db.execute<T>(statement)).rows;

  beforeAll(async () => {
    handle = await openTestDatabase();
    expect(await seedDemoDataIfEmpty(handle, { today: TODAY })).toBe(true);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('seeds only once', async () => {
    expect(await seedDemoDataIfEmpty(handle, { today: TODAY })).toBe(false);
  });

  it('has every log-in with its pool, name, claims and roles, and the shared password', async () => {
    const rows = await query<{
      email: string;
      pool: string;
      first: string;
      last: string;
      hash: string;
      claims: string[];
    }>(sql`
      select i.email, i.pool_key as pool, i.first_name as first, i.last_name as last, i.password_hash as hash,
        coalesce(array_agg(c.claim_value || ':' || array_to_string(c.roles, ',') order by c.claim_value)
          filter (where c.id is not null), '{}') as claims
      from identities i left join claims c on c.user_guid = i.user_guid and c.claim_type = 'Account'
      group by i.user_guid order by i.email`);
    expect(rows).toHaveLength(PEOPLE.length);
    for (const [email, pool, first, last, claims] of PEOPLE) {
      const row = rows.find((candidate) => candidate.email === email);
      expect(row, email).toMatchObject({ pool, first, last, claims: [...claims] });
      expect(await verifyPassword('Portal!2026', row?.hash ?? '')).toBe(true);
    }
    const sales = await query<{ name: string; email: string }>(sql`
      select s.name, i.email from sales_people s join identities i using (user_guid)`);
    expect(sales).toEqual([{ name: 'Sam Sales', email: 'sam.sales@example.nz' }]);
  });

  it('has every account with its business group, billing and cancellation', async () => {
    const rows = await query<{
      code: string;
      name: string;
      group: string;
      frequency: string;
      gst: boolean;
      cancelled: Date | string | null;
    }>(sql`
      select account_code as code, account_name as name, business_group as group,
        bill_frequency as frequency, display_gst_inclusive_values as gst, date_cancelled as cancelled
      from accounts order by account_code`);
    for (const [code, name, group, frequency] of ACCOUNTS) {
      expect(
        rows.find((row) => row.code === code),
        code,
      ).toMatchObject({ name, group, frequency });
    }
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get('30000301')?.gst).toBe(false);
    expect(rows.filter((row) => row.cancelled !== null).map((row) => row.code)).toEqual([
      '30000002',
    ]);
    const cancelled = new Date(String(byCode.get('30000002')?.cancelled));
    const days = (TODAY.getTime() - cancelled.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(85);
    expect(days).toBeLessThan(95);
    const refs = await query<{ code: string; type: string }>(sql`
      select account_code as code, type from account_external_references`);
    expect(refs).toEqual([{ code: '30000201', type: 'FarmSourceAccountNumber' }]);
  });

  it('has every mobile number on its account, the group, and the spare prepay number', async () => {
    const rows = await query<{
      number: string;
      code: string;
      type: string;
      leader: string | null;
      status: string;
    }>(sql`
      select service_entity as number, account_code as code, payment_type as type,
        group_leader_service_entity as leader, status from mobile_services`);
    for (const [number, code, type] of LINES) {
      expect(
        rows.find((row) => row.number === number),
        number,
      ).toMatchObject({ code, type, status: 'Active' });
    }
    const members = rows
      .filter((row) => row.leader === '0211234567')
      .map((row) => row.number)
      .sort();
    expect(members).toEqual(['0221234568', '0271234569']);
    const spare = await query<{ claims: number; status: string; type: string }>(sql`
      select m.status, m.payment_type as type,
        (select count(*)::int from claims c where c.claim_value in (m.account_code, m.service_entity)) as claims
      from mobile_services m where m.service_entity = '0201234599'`);
    expect(spare).toEqual([{ claims: 0, status: 'Active', type: 'Prepay' }]);
  });

  it('has the broadband plans, add-ons and sharing of the contract', async () => {
    const products = await query<{
      code: string;
      key: string;
      category: string | null;
      voice: string | null;
    }>(sql`
      select account_code as code, core_product_key as key, broadband_category as category, voice_category as voice
      from core_products order by account_code, id`);
    expect(products).toContainEqual({
      code: '30000001',
      key: 'UFF1000/500',
      category: 'UFB1000/500',
      voice: 'SIPONT',
    });
    expect(products).toContainEqual(
      expect.objectContaining({ code: '30000301', category: 'UFB2000/2000' }),
    );
    expect(products).toContainEqual(
      expect.objectContaining({ code: '30000401', key: 'WBBv2_4G_Unlimited' }),
    );
    expect(products.filter((p) => p.code === '30000401')).toHaveLength(1);
    const extras = await query<{ what: string }>(sql`
      select 'static_ip:' || account_code as what from additional_products where service = 'static_ip'
      union all select 'addon:' || service_entity || ':' || a.addon_type from mobile_addon_subscriptions s join addon_plans a using (addon_plan_key)
      union all select 'share:' || donor_service_entity || '>' || beneficiary_msisdn || ':' || recurring_share_amount_mb from data_share_beneficiaries
      union all select 'agreement:' || linked_service_entity || ':' || is_active from interest_free_agreements
      union all select 'pool:' || pool_type from shared_data_pools
      union all select 'dd:' || account_code from recurring_payment_methods where recurring_payment_type = 'DirectDebit'`);
    expect(extras.map((row) => row.what).sort()).toEqual([
      'addon:0221234568:callingpack',
      'agreement:0211234567:true',
      'dd:30000001',
      'pool:Open',
      'share:0211234567>0221234568:2048',
      'static_ip:30000001',
    ]);
  });

  it("has Ben's two cards, with the Visa used by autopay, auto top-up and the monthly top-up on the 15th", async () => {
    const cards = await query<{ id: string; type: string; masked: string }>(sql`
      select card_id as id, card_type as type, masked_number as masked from saved_cards where account_code = '30000101' order by card_type desc`);
    expect(cards.map((card) => [card.type, card.masked.slice(-4)])).toEqual([
      ['Visa', '1111'],
      ['Mastercard', '4444'],
    ]);
    const [visa, mastercard] = cards;
    const config = await query<{ autopay: string; low: string; monthly: string; day: number }>(sql`
      select t.autopay_card_id as autopay, t.low_balance_card_id as low, m.card_id as monthly, m.day_of_month as day
      from top_up_configurations t join monthly_auto_top_ups m on m.target_msisdn = t.service_entity`);
    expect(config).toEqual([{ autopay: visa?.id, low: visa?.id, monthly: visa?.id, day: 15 }]);
    const usesMastercard = await query<{ n: number }>(sql`
      select count(*)::int as n from top_up_configurations where ${mastercard?.id ?? ''} in (autopay_card_id, low_balance_card_id)`);
    expect(usesMastercard[0]?.n).toBe(0);
  });

  it('never stores a full card number outside the sandbox vault', async () => {
    const cards = await query<{ masked: string; token: string }>(
      sql`select masked_number as masked, gateway_token as token from saved_cards`,
    );
    for (const card of cards) {
      expect(card.masked).not.toMatch(/\d{5,}/);
      expect(card.token).not.toMatch(/\d{12,}/);
    }
    await expect(
      handle.db.execute(sql`update saved_cards set masked_number = '4111111111111111'`),
    ).rejects.toThrow();
  });

  it('has 13 months of history', async () => {
    const [counts] = await query<{
      invoices: number;
      months: number;
      readings: number;
      prepay: number;
    }>(sql`
      select (select count(*)::int from invoices where account_code = '30000001') as invoices,
        (select count(distinct date_trunc('month', event_date))::int from usage_events where service_entity = '0211234567') as months,
        (select count(*)::int from meter_readings r join meters m using (meter_serial) where m.icp_number = '0001234567UN7E1') as readings,
        (select count(*)::int from prepay_transactions where service_entity = '0201234570') as prepay`);
    expect(counts?.invoices).toBe(13);
    expect(counts?.months).toBeGreaterThanOrEqual(13);
    expect(counts?.readings).toBeGreaterThanOrEqual(13);
    expect(counts?.prepay).toBeGreaterThan(10);
    const ledger = await query<{ ok: boolean }>(sql`
      select bool_and(balance_after_cents = running) as ok from (
        select balance_after_cents, sum(amount_cents) over (partition by account_code order by occurred_at, id) as running
        from account_transactions) t`);
    expect(ledger[0]?.ok).toBe(true);
  });

  it('keeps daily rollups equal to the sums over raw events', async () => {
    const mismatches = await query<{ n: number }>(sql`
      with fresh as (
        select service_entity, kind, (event_date at time zone 'Pacific/Auckland')::date as day,
          count(*)::int as c, coalesce(sum(data_volume_bytes), 0)::bigint as b, coalesce(sum(duration_seconds), 0)::bigint as s,
          sum(charge_including_gst_cents)::bigint as ch, count(*) filter (where is_premium)::int as pc
        from usage_events group by 1, 2, 3)
      select count(*)::int as n from fresh f full join usage_daily_rollups r using (service_entity, kind, day)
      where r.event_count is distinct from f.c or r.total_bytes is distinct from f.b
        or r.total_seconds is distinct from f.s or r.charge_including_gst_cents is distinct from f.ch
        or r.premium_count is distinct from f.pc`);
    expect(mismatches[0]?.n).toBe(0);
    const premium = await query<{ n: number }>(
      sql`select count(*)::int as n from usage_events where is_premium`,
    );
    expect(premium[0]?.n).toBeGreaterThan(0);
  });
});
