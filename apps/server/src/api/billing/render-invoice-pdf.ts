import PDFDocument from 'pdfkit';
import type { Brand } from '@portal/domain';
import type { InvoiceDetail } from '@portal/contracts';
import { brandName, formatDate, formatNzd } from '@portal/domain';

const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 770;
const QUANTITY_X = 330;
const AMOUNT_X = 430;
const AMOUNT_WIDTH = RIGHT - AMOUNT_X;

/**
 * The standard PDF fonts only cover Windows-1252: letters with macrons (ā, ō) lose the
 * macron rather than print as garbage.
 */
function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\u0020-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026]/g, '?');
}

export interface InvoicePdfOptions {
  brand: Brand;
  /** Tests turn compression off to read the text back. */
  compress?: boolean;
}

/** The invoice as a one-or-more page A4 PDF, built from the same data the invoice page shows. */
export function renderInvoicePdf(
  invoice: InvoiceDetail,
  options: InvoicePdfOptions,
): Promise<Buffer> {
  const provider = brandName(options.brand);
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    compress: options.compress ?? true,
    info: {
      Title: `Invoice ${invoice.invoiceId}`,
      Author: provider,
      Subject: `Invoice ${invoice.invoiceId} for account ${invoice.accountCode}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  const inclusive = invoice.displayGstInclusiveValues;
  const amountOf = (incl: number, excl: number) => formatNzd(inclusive ? incl : excl);
  let y = LEFT;

  const row = (
    label: string,
    value: string,
    {
      bold = false,
      quantity = '',
      size = 10,
    }: { bold?: boolean; quantity?: string; size?: number } = {},
  ) => {
    if (y > BOTTOM) {
      doc.addPage();
      y = LEFT;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const height = doc.heightOfString(printable(label), { width: QUANTITY_X - LEFT - 10 });
    doc.text(printable(label), LEFT, y, { width: QUANTITY_X - LEFT - 10 });
    if (quantity !== '')
      doc.text(printable(quantity), QUANTITY_X, y, { width: AMOUNT_X - QUANTITY_X - 10 });
    doc.text(value, AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
    y += Math.max(height, size + 2) + 4;
  };
  const rule = () => {
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#888888').stroke();
    y += 6;
  };

  doc.font('Helvetica-Bold').fontSize(22).fillColor('#0b3d5c').text(printable(provider), LEFT, y);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000');
  doc.text(inclusive ? 'Tax invoice' : 'Tax invoice (amounts excl. GST)', LEFT, y + 4, {
    width: RIGHT - LEFT,
    align: 'right',
  });
  y += 44;

  doc.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    ['Account', `${printable(invoice.accountName)} (${invoice.accountCode})`],
    ['Invoice number', invoice.invoiceId],
    ['Bill date', formatDate(invoice.billDate)],
    ['Billing period', `${formatDate(invoice.periodStart)} to ${formatDate(invoice.periodEnd)}`],
    ['Due date', formatDate(invoice.dueDate)],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(label, LEFT, y, { width: 110 });
    doc.font('Helvetica').text(value, LEFT + 115, y);
    y += 15;
  }
  y += 12;

  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Description', LEFT, y);
  doc.text('Quantity', QUANTITY_X, y);
  doc.text(inclusive ? 'Amount' : 'Amount excl. GST', AMOUNT_X, y, {
    width: AMOUNT_WIDTH,
    align: 'right',
  });
  y += 16;
  rule();

  for (const group of invoice.groups) {
    y += 4;
    row(group.title, '', { bold: true });
    for (const line of group.lines) {
      row(line.description, amountOf(line.amountIncludingGst, line.amountExcludingGst), {
        quantity: line.quantity ?? '',
      });
    }
    row(
      `Subtotal ${group.title}`,
      amountOf(group.subtotalIncludingGst, group.subtotalExcludingGst),
      {
        bold: true,
      },
    );
    rule();
  }

  y += 6;
  if (inclusive) {
    row('Total this bill (incl. GST)', formatNzd(invoice.amountIncludingGst), { bold: true });
    row('Includes GST of', formatNzd(invoice.gst));
  } else {
    row('Total excl. GST', formatNzd(invoice.amountExcludingGst), { bold: true });
    row('GST', formatNzd(invoice.gst));
    row('Total incl. GST', formatNzd(invoice.amountIncludingGst), { bold: true });
  }
  row('Balance before this bill', formatNzd(invoice.openingBalance));
  rule();
  row(`Amount due by ${formatDate(invoice.dueDate)}`, formatNzd(invoice.amountDue), {
    bold: true,
    size: 12,
  });

  doc.end();
  return done;
}
