import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataShareBeneficiaries } from '../../db/schema';

export type ShareRow = typeof dataShareBeneficiaries.$inferSelect;

/** The sharer's current beneficiaries (removed ones stay in the table for history). */
export async function findActiveShares(db: Db, donorServiceEntity: string): Promise<ShareRow[]> {
  return db
    .select()
    .from(dataShareBeneficiaries)
    .where(
      and(
        eq(dataShareBeneficiaries.donorServiceEntity, donorServiceEntity),
        isNull(dataShareBeneficiaries.removedAt),
      ),
    )
    .orderBy(dataShareBeneficiaries.createdAt, dataShareBeneficiaries.id);
}
