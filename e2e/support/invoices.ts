import type { Page } from '@playwright/test';

/**
 * The account whose newest invoice the route scan opens the invoice page with: Aroha's
 * household account (the bench's --pages opens it the same way).
 */
export const SCANNED_INVOICE_ACCOUNT = '30000001';

/** Where the portal's API lists an account's invoices, newest first. */
export const invoicesPath = (accountCode: string) =>
  `/api/visibill/v2/accounts/${accountCode}/invoices`;

/** The newest invoice's id in that list's JSON body. */
export function newestInvoiceIdIn(body: unknown, accountCode: string): string {
  const { data } = body as { data: { invoices: { invoiceId: string }[] } };
  const newest = data.invoices[0]?.invoiceId;
  if (newest === undefined) throw new Error(`account ${accountCode} has no invoices`);
  return newest;
}

/** The id of an account's newest invoice, read through the portal's API as the page would. */
export async function newestInvoiceId(page: Page, accountCode: string): Promise<string> {
  const response = await page.request.get(invoicesPath(accountCode));
  if (!response.ok())
    throw new Error(`invoices of ${accountCode}: HTTP ${String(response.status())}`);
  return newestInvoiceIdIn(await response.json(), accountCode);
}
