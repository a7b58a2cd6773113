import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InterestFreeAgreement, ManifestItem } from '@portal/contracts';
import type { Db } from '../../db/client';
import { interestFreeAgreements, interestFreeInstalments } from '../../db/schema';
import { AppError } from '../../platform/app-error';

type AgreementRow = typeof interestFreeAgreements.$inferSelect;
type InstalmentRow = typeof interestFreeInstalments.$inferSelect;

/** The manifest is stored as sold: a list of items, or an object holding `items`. */
export function manifestItems(manifest: unknown): ManifestItem[] {
  const items: unknown = Array.isArray(manifest)
    ? manifest
    : (manifest as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { type, billingDescription } = entry as Record<string, unknown>;
    return typeof type === 'string' && typeof billingDescription === 'string'
      ? [{ type, billingDescription }]
      : [];
  });
}

function toAgreement(
  row: AgreementRow,
  instalments: readonly InstalmentRow[],
): InterestFreeAgreement {
  return {
    agreementId: row.id,
    linkedServiceEntity: row.linkedServiceEntity ?? '',
    manifest: { items: manifestItems(row.manifest) },
    scheduledInstalments: instalments.map((instalment) => ({
      invoiceSent: instalment.invoiceSent,
      billDate: instalment.billDate,
      actualInstalmentAmountConsideringDiscountState: instalment.amountCents,
    })),
    numberOfInstalments: row.numberOfInstalments,
    // Derived from the schedule so it can never disagree with the instalments shown.
    amountStillToBeInvoiced: instalments
      .filter((instalment) => !instalment.invoiceSent)
      .reduce((sum, instalment) => sum + instalment.amountCents, 0),
    initialBillDate: row.initialBillDate,
    lastBillDate: row.lastBillDate,
    isActive: row.isActive,
    totalDiscountsRemaining: row.totalDiscountsRemainingCents,
  };
}

async function withInstalments(db: Db, rows: readonly AgreementRow[]) {
  if (rows.length === 0) return [];
  const instalments = await db
    .select()
    .from(interestFreeInstalments)
    .where(
      inArray(
        interestFreeInstalments.agreementId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(interestFreeInstalments.instalmentNumber));
  return rows.map((row) =>
    toAgreement(
      row,
      instalments.filter((instalment) => instalment.agreementId === row.id),
    ),
  );
}

/** GET /accounts/{accountCode}/interestfree/agreements. */
export async function findInterestFreeAgreements(
  db: Db,
  accountCode: string,
): Promise<InterestFreeAgreement[]> {
  const rows = await db
    .select()
    .from(interestFreeAgreements)
    .where(eq(interestFreeAgreements.accountCode, accountCode))
    .orderBy(asc(interestFreeAgreements.initialBillDate));
  return withInstalments(db, rows);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /accounts/{accountCode}/interestfree/agreements/{id}; another account's is not found. */
export async function getInterestFreeAgreement(
  db: Db,
  accountCode: string,
  agreementId: string,
): Promise<InterestFreeAgreement> {
  const notFound = () => AppError.notFound('That agreement is not on this account.');
  if (!UUID.test(agreementId)) throw notFound();
  const rows = await db
    .select()
    .from(interestFreeAgreements)
    .where(
      and(
        eq(interestFreeAgreements.id, agreementId),
        eq(interestFreeAgreements.accountCode, accountCode),
      ),
    );
  const [agreement] = await withInstalments(db, rows);
  if (agreement === undefined) throw notFound();
  return agreement;
}
