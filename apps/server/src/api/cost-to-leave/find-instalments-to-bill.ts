import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InstalmentToBill } from '@portal/domain';
import type { Db } from '../../db/client';
import { interestFreeAgreements, interestFreeInstalments } from '../../db/schema';
import { manifestItems } from '../mobile-plans';

/** A live device agreement of a line, with the instalments not yet billed. */
export interface AgreementToBill {
  agreementId: string;
  linkedServiceEntity: string | null;
  description: string;
  lastBillDate: string;
  instalments: InstalmentToBill[];
}

/**
 * The account's active interest-free agreements. "Not yet billed" is the instalment's
 * invoiceSent flag, the same one the agreement's amountStillToBeInvoiced is summed from,
 * so this page and the agreement agree to the cent.
 */
export async function findAgreementsToBill(
  db: Db,
  accountCode: string,
): Promise<AgreementToBill[]> {
  const agreements = await db
    .select()
    .from(interestFreeAgreements)
    .where(
      and(
        eq(interestFreeAgreements.accountCode, accountCode),
        eq(interestFreeAgreements.isActive, true),
      ),
    )
    .orderBy(asc(interestFreeAgreements.initialBillDate));
  if (agreements.length === 0) return [];
  const unbilled = await db
    .select()
    .from(interestFreeInstalments)
    .where(
      and(
        inArray(
          interestFreeInstalments.agreementId,
          agreements.map((agreement) => agreement.id),
        ),
        eq(interestFreeInstalments.invoiceSent, false),
      ),
    )
    .orderBy(asc(interestFreeInstalments.instalmentNumber));
  return agreements.map((agreement) => ({
    agreementId: agreement.id,
    linkedServiceEntity: agreement.linkedServiceEntity,
    description:
      manifestItems(agreement.manifest)
        .map((item) => item.billingDescription)
        .join(', ') || 'Device',
    lastBillDate: agreement.lastBillDate,
    instalments: unbilled
      .filter((instalment) => instalment.agreementId === agreement.id)
      .map((instalment) => ({
        billDate: instalment.billDate,
        amountCents: instalment.amountCents,
      })),
  }));
}
