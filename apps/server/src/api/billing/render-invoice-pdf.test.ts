import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@portal/contracts';
import { pdfText } from './testing';
import { renderInvoicePdf } from './render-invoice-pdf';

const invoice = (displayGstInclusiveValues: boolean): InvoiceDetail => ({
  invoiceId: '30000301-20260115',
  accountCode: '30000301',
  accountName: 'Walker Builders Ltd',
  billDate: '2026-01-15',
  periodStart: '2025-12-15',
  periodEnd: '2026-01-14',
  dueDate: '2026-01-29',
  amountIncludingGst: 23000,
  amountExcludingGst: 20000,
  gst: 3000,
  status: 'Issued',
  openingBalance: 1500,
  amountDue: 24500,
  displayGstInclusiveValues,
  groups: [
    {
      serviceGroup: 'Mobile',
      serviceEntity: '0211234580',
      title: 'Mobile 021 123 4580',
      subtotalIncludingGst: 23000,
      subtotalExcludingGst: 20000,
      lines: [
        {
          description: 'Kōtare plan',
          quantity: '1 month',
          amountIncludingGst: 11500,
          amountExcludingGst: 10000,
        },
        {
          description: 'Roaming',
          quantity: null,
          amountIncludingGst: 11500,
          amountExcludingGst: 10000,
        },
      ],
    },
  ],
});

describe('renderInvoicePdf', () => {
  it('writes the provider, account, number, dates, lines, GST-exclusive totals and amount due', async () => {
    const pdf = await renderInvoicePdf(invoice(false), { brand: 'main', compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Harbour',
      'Walker Builders Ltd (30000301)',
      '30000301-20260115',
      '15/01/2026',
      '15/12/2025 to 14/01/2026',
      '29/01/2026',
      'Mobile 021 123 4580',
      'Kotare plan',
      'Amount excl. GST',
      '$100.00',
      'Total excl. GST',
      '$200.00',
      '$30.00',
      '$230.00',
      'Amount due by 29/01/2026',
      '$245.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows GST-inclusive amounts with the GST they include for other accounts', async () => {
    const text = pdfText(
      await renderInvoicePdf(invoice(true), { brand: 'flexi', compress: false }),
    );
    expect(text).toContain('Flexi');
    expect(text).toContain('$115.00');
    expect(text).toContain('Includes GST of');
    expect(text).not.toContain('excl. GST');
  });
});
