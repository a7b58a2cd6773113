import { z } from 'zod';
import type { gatewayCardVault, gatewayTransactions } from '../db/schema';

export type TransactionRow = typeof gatewayTransactions.$inferSelect;
export type VaultRow = typeof gatewayCardVault.$inferSelect;

/** What the gateway keeps in the transaction's metadata column. */
const metadataSchema = z.object({
  /** SHA-256 of the operation and its body: a replayed Idempotency-Key must match it. */
  requestHash: z.string().default(''),
  merchantName: z.string().optional(),
  /** The submitted card as receipts show it, when it was not kept in the vault. */
  card: z
    .object({
      type: z.string(),
      last4: z.string(),
      expiryMonth: z.number(),
      expiryYear: z.number(),
      cardholderName: z.string().nullable(),
    })
    .optional(),
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
