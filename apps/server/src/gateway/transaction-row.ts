import { z } from 'zod';
import type { gatewayCardVault, gatewayTransactions } from '../db/schema';

export type TransactionRow = typeof gatewayTransactions.$inferSelect;
export type VaultRow = typeof gatewayCardVault.$inferSelect;

/** What the gateway keeps in the transaction's metadata column. */
const metadataSchema = z.object({
  /** SHA-256 of the operation and its body: a replayed Idempotency-Key must match it. */
  requestHash: z.string().default(''),
  merchantName: z.string().optional(),
  callbackUrls: z
    .object({
      approvedUrl: z.string(),
      declinedUrl: z.string().optional(),
      cancelledUrl: z.string().optional(),
    })
    .optional(),
});
export type TransactionMetadata = z.infer<typeof metadataSchema>;

/** Reads the jsonb column; a row written by hand (tests, seeds) may lack any part. */
export function metadataOf(row: TransactionRow): TransactionMetadata {
  const parsed = metadataSchema.safeParse(row.metadata);
  return parsed.success ? parsed.data : { requestHash: '' };
}
