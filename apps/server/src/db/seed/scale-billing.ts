import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { CODE_BASE, draw } from './scale-sql';

/** Monthly invoices for accounts lo..hi, each paid 14 days after its bill date, with the ledger. */
export async function insertBilling(
  db: Db,
  lo: number,
  hi: number,
  months: number,
  today: string,
): Promise<void> {
  await db.execute(sql`
    create temporary table scale_bills on commit drop as
    select (${CODE_BASE} + k)::text as code, bd::date as bill_date,
      4000 + ${draw(sql`k::bigint * 64 + m`, 6)}::int % 16001 as total, bd::date + 14 as paid_on
    from generate_series(${lo}::int, ${hi}::int) k,
      generate_series(1, ${months}) m,
      lateral (select date_trunc('month', ${today}::date) - (m - 1) * interval '1 month'
        + (k % 28) * interval '1 day' as bd) b
    where bd::date <= ${today}::date`);
  await db.execute(sql`
    insert into invoices (invoice_id, account_code, bill_date, period_start, period_end, due_date,
      opening_balance_cents, total_including_gst_cents, total_excluding_gst_cents, gst_cents, status, created_at)
    select code || '-' || to_char(bill_date, 'YYYYMMDD'), code, bill_date,
      (bill_date - interval '1 month')::date, bill_date - 1, bill_date + 14, 0, total,
      total - round(total * 15 / 115.0)::int, round(total * 15 / 115.0)::int,
      case when paid_on <= ${today}::date then 'Paid' else 'Issued' end, bill_date
    from scale_bills`);
  await db.execute(sql`
    insert into invoice_lines (invoice_id, service_group, description, amount_including_gst_cents,
      amount_excluding_gst_cents, sort_order)
    select code || '-' || to_char(bill_date, 'YYYYMMDD'), 'Mobile', 'Plans and usage', total,
      total - round(total * 15 / 115.0)::int, 0
    from scale_bills`);
  await db.execute(
    sql`insert into bill_dates (account_code, bill_date) select code, bill_date from scale_bills`,
  );
  await db.execute(sql`
    insert into account_transactions (account_code, transaction_type, occurred_at, description,
      amount_cents, balance_after_cents, invoice_id)
    select code, type, at, description, amount,
      sum(amount) over (partition by code order by at rows unbounded preceding), invoice_id
    from (
      select code, 'Invoice' as type, bill_date::timestamp at time zone 'Pacific/Auckland' as at,
        'Invoice' as description, total as amount, code || '-' || to_char(bill_date, 'YYYYMMDD') as invoice_id
      from scale_bills
      union all
      select code, 'Payment', paid_on + time '10:00' at time zone 'Pacific/Auckland',
        'Payment - thank you', -total, null
      from scale_bills where paid_on <= ${today}::date
    ) entries`);
}
