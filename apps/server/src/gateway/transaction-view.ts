import { eq } from 'drizzle-orm';
import type { GatewayCard, GatewayLink, GatewayTransaction } from '@portal/contracts';
import {
  cardTypeSchema,
  gatewayMethodSchema,
  gatewayTransactionKindSchema,
  gatewayTransactionStatusSchema,
} from '@portal/contracts';
import type { Db } from '../db/client';
import { gatewayCardVault, gatewayTransactions } from '../db/schema';
import type { GatewayContext } from './context';
import { metadataOf, type TransactionRow, type VaultRow } from './transaction-row';

export function transactionLinks(baseUrl: string, row: TransactionRow): GatewayLink[] {
  const id = encodeURIComponent(row.id);
  const links: GatewayLink[] = [
    { rel: 'self', href: `${baseUrl}/api/v1/transactions/${id}`, method: 'GET' },
    { rel: 'hostedPage', href: `${baseUrl}/pay/${id}`, method: 'GET' },
  ];
  if (row.method === 'CreditCard') {
    links.push({
      rel: 'ajaxSubmitCard',
      href: `${baseUrl}/api/v1/transactions/${id}/card`,
      method: 'POST',
    });
  }
  return links;
}

export function cardView(vault: VaultRow): GatewayCard {
  return {
    token: vault.token,
    type: cardTypeSchema.parse(vault.cardType),
    last4: vault.last4,
    expiryMonth: vault.expiryMonth,
    expiryYear: vault.expiryYear,
    cardholderName: vault.cardholderName,
  };
}

/** A card charged but not kept: what a receipt shows, without a token. */
function cardSeenOf(row: TransactionRow): GatewayCard | null {
  const seen = metadataOf(row).card;
  if (seen === undefined) return null;
  return { ...seen, token: null, type: cardTypeSchema.parse(seen.type) };
}

/** The merchant's view of a transaction (gatewayTransactionSchema), card included once known. */
export function transactionView(
  baseUrl: string,
  row: TransactionRow,
  vault: VaultRow | null,
): GatewayTransaction {
  return {
    id: row.id,
    kind: gatewayTransactionKindSchema.parse(row.kind),
    method: gatewayMethodSchema.parse(row.method),
    amount: row.amountCents,
    currency: 'NZD',
    status: gatewayTransactionStatusSchema.parse(row.status),
    merchantReference: row.merchantReference ?? '',
    card: vault === null ? cardSeenOf(row) : cardView(vault),
    declineReason: row.declineReason,
    links: transactionLinks(baseUrl, row),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Reads the card of a transaction (if any) and builds its view. */
export async function viewTransaction(
  context: Pick<GatewayContext, 'db' | 'baseUrl'>,
  row: TransactionRow,
): Promise<GatewayTransaction> {
  const vault =
    row.cardToken === null
      ? undefined
      : (
          await context.db
            .select()
            .from(gatewayCardVault)
            .where(eq(gatewayCardVault.token, row.cardToken))
        )[0];
  return transactionView(context.baseUrl, row, vault ?? null);
}

export async function findTransaction(db: Db, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(gatewayTransactions).where(eq(gatewayTransactions.id, id));
  return row;
}
