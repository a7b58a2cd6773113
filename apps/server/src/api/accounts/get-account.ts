import { eq, sql } from 'drizzle-orm';
import { accountSchema, envelopeSchema, type Account } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { readThroughPerDatabase } from '../../db/change-cache';
import { perDatabase } from '../../db/per-database';
import { accountExternalReferences, accounts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { checkedOkJson } from '../../platform/envelope';

type ExternalReference = Account['externalReferences'][number];

const ref = accountExternalReferences;
const code = sql.placeholder('code');

/** The account's external references as one JSON array, in the order they were added. */
const referencesOfAccount = sql<ExternalReference[]>`coalesce((
  select json_agg(json_build_object('type', ${ref.type}, 'value', ${ref.value}) order by ${ref.id})
  from ${ref} where ${ref.accountCode} = ${code}
), '[]'::json)`;

/**
 * Every signed-in page reads the account, so its query is built once per database and sent
 * as a prepared statement: no query building per request, PostgreSQL plans it once per
 * connection, and the references come in the same round trip.
 */
const queryFor = perDatabase((db) =>
  db
    .select({ account: accounts, references: referencesOfAccount })
    .from(accounts)
    .where(eq(accounts.accountCode, code))
    .prepare('get_account'),
);

const answerSchema = envelopeSchema(accountSchema);

/**
 * An account read once, and its answer checked against the schema and serialised once for
 * each set of roles a caller holds on it (owner, read user, staff: a handful).
 */
class AccountAnswers {
  private readonly byRoles = new Map<string, string>();

  constructor(private readonly account: Omit<Account, 'roles'>) {}

  json(roles: string[]): string {
    const key = roles.join(',');
    let json = this.byRoles.get(key);
    if (json === undefined) {
      json = checkedOkJson(answerSchema, { ...this.account, roles: roles as Account['roles'] });
      this.byRoles.set(key, json);
    }
    return json;
  }
}

/**
 * Kept per account code until the account or one of its references changes. Every signed-in
 * page asks for the account, and checking and serialising its answer each time was a fifth
 * of the call's time (issue 8, P2).
 */
const answersOf = readThroughPerDatabase(
  { tables: ['accounts', 'account_external_references'], maxEntries: 20_000, maxAgeMs: 5 * 60_000 },
  async (db: Db, accountCode: string) => {
    const account = await readAccount(db, accountCode);
    return account === undefined ? undefined : new AccountAnswers(account);
  },
);

/**
 * GET /accounts/{code}: the account as spec section 3 describes it, with the caller's roles,
 * as the JSON of its 200 answer.
 */
export async function accountAnswer(db: Db, accountCode: string, roles: string[]): Promise<string> {
  const answers = await answersOf(db, accountCode);
  if (answers === undefined) throw AppError.notFound(`There is no account ${accountCode}.`);
  return answers.json(roles);
}

async function readAccount(
  db: Db,
  accountCode: string,
): Promise<Omit<Account, 'roles'> | undefined> {
  const [found] = await queryFor(db).execute({ code: accountCode });
  if (found === undefined) return undefined;
  const { account: row, references } = found;
  return {
    accountCode: row.accountCode,
    accountName: row.accountName,
    accountOwner: { name: row.ownerName },
    billingEmail: row.billingEmail,
    billingPhoneNumber: row.billingPhoneNumber,
    billingMobileNumber: row.billingMobileNumber,
    billingAddress: {
      address1: row.billingAddress1 ?? '',
      address2: row.billingAddress2,
      address3: row.billingAddress3,
      country: row.billingCountry,
      locationName: row.billingLocationName,
      postCode: row.billingPostCode,
      state: row.billingState,
    },
    businessGroup: row.businessGroup as Account['businessGroup'],
    billCycle: {
      billFrequency: row.billFrequency as Account['billCycle']['billFrequency'],
      billingPeriod: row.billingPeriod as Account['billCycle']['billingPeriod'],
      billingPeriodModifiedDate: row.billingPeriodModifiedDate,
      currentBillRun: row.currentBillRun,
      displayName: row.billCycleDisplayName,
      lastBilledDate: row.lastBilledDate,
      nextBillDate: row.nextBillDate,
    },
    externalReferences: references,
    dateCancelled: row.dateCancelled === null ? null : toNzDateKey(row.dateCancelled),
  };
}
