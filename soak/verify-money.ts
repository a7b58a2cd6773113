import type { MoneyAttempt } from './money';
import type { SoakPostgres } from './postgres';

export interface MoneyCheck {
  attempts: number;
  acknowledged: number;
  /** Attempts that needed more than one send (retried with the same key). */
  retried: number;
  /** Acknowledged attempts not in the database exactly once, fully settled. */
  missing: string[];
  /** Anything charged, credited or booked twice. */
  duplicates: string[];
  /** Money rows created during the run, against the keys the customers sent. */
  rowsCreated: number;
  keysSent: number;
  /** Keys the server still holds as InProgress (a send cut off by the restart). */
  stuckKeys: number;
}

interface SettledRow {
  id: string;
  status: string;
  bookings: string;
  charges: string;
}

/** Each acknowledged payment: one Approved row, one ledger entry, one approved charge. */
const PAYMENTS_SQL = `
  select p.payment_id::text as id, p.status,
    (select count(*) from account_transactions t where t.payment_id = p.payment_id) as bookings,
    (select count(*) from gateway_transactions g
      where g.merchant_reference = p.payment_id::text and g.status = 'Approved') as charges
  from payments p where p.paid_at >= $1`;

/** Each acknowledged top-up: one Approved row, one wallet credit, one approved charge. */
const TOP_UPS_SQL = `
  select r.id::text as id, r.status,
    (select count(*) from prepay_transactions c where c.recharge_transaction_id = r.id) as bookings,
    (select count(*) from gateway_transactions g
      where g.merchant_reference = r.id::text and g.status = 'Approved') as charges
  from recharge_transactions r where r.created_at >= $1 and r.trigger = 'Customer'`;

function checkKind(
  kind: MoneyAttempt['kind'],
  attempts: MoneyAttempt[],
  rows: SettledRow[],
  check: MoneyCheck,
): void {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const attempt of attempts.filter((a) => a.kind === kind && a.acknowledged)) {
    const row = attempt.id === null ? undefined : byId.get(attempt.id);
    if (row?.status !== 'Approved' || row.bookings !== '1' || row.charges !== '1') {
      check.missing.push(`${kind} ${String(attempt.id)}: ${JSON.stringify(row ?? 'no row')}`);
    }
  }
  for (const row of rows) {
    if (Number(row.bookings) > 1 || Number(row.charges) > 1) {
      check.duplicates.push(`${kind} ${row.id}: ${JSON.stringify(row)}`);
    }
  }
  // Under one key at most one row: more rows than keys means a retry made a second one.
  const keys = new Set(attempts.filter((a) => a.kind === kind).map((a) => a.idempotencyKey));
  check.rowsCreated += rows.length;
  check.keysSent += keys.size;
  if (rows.length > keys.size) {
    check.duplicates.push(`${kind}: ${String(rows.length)} rows for ${String(keys.size)} keys`);
  }
}

/**
 * After the run, against the database itself: every payment and top-up a customer saw
 * approved is there exactly once, and nothing was charged, booked or credited twice.
 */
export async function verifyMoney(
  postgres: SoakPostgres,
  ledger: MoneyAttempt[],
  since: Date,
): Promise<MoneyCheck> {
  const check: MoneyCheck = {
    attempts: ledger.length,
    acknowledged: ledger.filter((a) => a.acknowledged).length,
    retried: ledger.filter((a) => a.sends > 1).length,
    missing: [],
    duplicates: [],
    rowsCreated: 0,
    keysSent: 0,
    stuckKeys: 0,
  };
  const at = since.toISOString();
  checkKind('bill-payment', ledger, await postgres.query<SettledRow>(PAYMENTS_SQL, [at]), check);
  checkKind('top-up', ledger, await postgres.query<SettledRow>(TOP_UPS_SQL, [at]), check);
  const [stuck] = await postgres.query<{ count: string }>(
    `select count(*) from idempotency_keys where created_at >= $1 and status = 'InProgress'`,
    [at],
  );
  check.stuckKeys = Number(stuck?.count ?? 0);
  return check;
}
