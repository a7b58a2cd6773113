import type { Page } from '@playwright/test';

/** The id of an account's newest invoice, read through the portal's API as the page would. */
export async function newestInvoiceId(page: Page, accountCode: string): Promise<string> {
  const response = await page.request.get(`/api/visibill/v2/accounts/${accountCode}/invoices`);
  if (!response.ok())
    throw new Error(`invoices of ${accountCode}: HTTP ${String(response.status())}`);
  const { data } = (await response.json()) as { data: { invoices: { invoiceId: string }[] } };
  const newest = data.invoices[0]?.invoiceId;
  if (newest === undefined) throw new Error(`account ${accountCode} has no invoices`);
  return newest;
}
