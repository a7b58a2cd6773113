import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountTransactionsSchema,
  billChangesSchema,
  billDatesSchema,
  billsByServiceSchema,
  billingSummarySchema,
  invoiceDetailSchema,
  invoiceParamsSchema,
  invoiceListSchema,
  transactionsQuerySchema,
  upcomingChargesSchema,
} from '@portal/contracts';
import { findBillDates } from './find-bill-dates';
import { findBillsByService } from './find-bills-by-service';
import { findInvoices } from './find-invoices';
import { findTransactions } from './find-transactions';
import { findUpcomingCharges } from './find-upcoming-charges';
import { getBillChanges } from './get-bill-changes';
import { getBillingSummary } from './get-billing-summary';
import { getInvoice } from './get-invoice';
import { renderInvoicePdf } from './render-invoice-pdf';
import { transactionsCsv, transactionsCsvFilename } from './transactions-csv';
import { accountParams, accountRouter, anyHolder, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const BASE = '/visibill/v2/accounts/:accountCode';
const errors = refusals(401, 403, 404);
const tags = ['billing'];

const pdfSchema = z.instanceof(Buffer).meta({ description: 'The invoice as a PDF document' });
const csvSchema = z.string().meta({ description: 'Transactions as CSV, with a header row' });

/** Billing calls (spec section 7's billDates, and the bill calls spec-notes places beside it). */
export const billingRoutes: DomainRoutes = ({ database: { db }, config: { brand } }) => {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    const account = accountRouter(app, { tags, refusals: errors });
    account.get(`${BASE}/billDates`, {
      access: anyHolder,
      summary: 'The account’s bill dates, newest first',
      data: billDatesSchema,
      answer: (request) => findBillDates(db, request.params.accountCode),
    });
    account.get(`${BASE}/billingSummary`, {
      access: anyHolder,
      summary: 'What the account owes now and its last bill',
      data: billingSummarySchema,
      answer: (request) => getBillingSummary(db, request.params.accountCode),
    });
    account.get(`${BASE}/invoices`, {
      access: anyHolder,
      summary: 'The account’s bills, newest first',
      data: invoiceListSchema,
      answer: (request) => findInvoices(db, request.params.accountCode),
    });
    account.get(`${BASE}/upcomingCharges`, {
      access: anyHolder,
      summary: 'The regular charges of the next bill, as the services stand now',
      data: upcomingChargesSchema,
      answer: (request) => findUpcomingCharges(db, request.params.accountCode),
    });
    account.get(`${BASE}/invoices/:invoiceId`, {
      access: anyHolder,
      summary: 'One bill with its lines grouped by service',
      params: invoiceParamsSchema,
      data: invoiceDetailSchema,
      answer: (request) => getInvoice(db, request.params.accountCode, request.params.invoiceId),
    });
    account.get(`${BASE}/invoices/:invoiceId/changes`, {
      access: anyHolder,
      summary: 'What changed from the bill before, and why, in the account’s GST view',
      params: invoiceParamsSchema,
      data: billChangesSchema,
      answer: (request) => getBillChanges(db, request.params.accountCode, request.params.invoiceId),
    });
    account.get(`${BASE}/billsByService`, {
      access: anyHolder,
      summary: 'The last 13 bills, oldest first, each by service group',
      data: billsByServiceSchema,
      answer: (request) => findBillsByService(db, request.params.accountCode),
    });
    routes.get(
      `${BASE}/invoices/:invoiceId/pdf`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'One bill as a PDF download',
          params: invoiceParamsSchema,
          response: { 200: pdfSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { accountCode, invoiceId } = request.params;
        const pdf = await renderInvoicePdf(await getInvoice(db, accountCode, invoiceId), { brand });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="invoice-${invoiceId}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
    account.get(`${BASE}/transactions`, {
      access: anyHolder,
      summary: 'Invoices, payments and credits with the running balance, newest first',
      querystring: transactionsQuerySchema,
      data: accountTransactionsSchema,
      refusals: { ...refusals(400), ...errors },
      answer: (request) => findTransactions(db, request.params.accountCode, request.query),
    });
    routes.get(
      `${BASE}/transactions.csv`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The transactions of a period as a CSV download',
          params: accountParams,
          querystring: transactionsQuerySchema,
          response: { 200: csvSchema, ...refusals(400), ...errors },
        },
      },
      async (request, reply) => {
        const { accountCode } = request.params;
        const entries = await findTransactions(db, accountCode, request.query);
        const filename = transactionsCsvFilename(accountCode, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(transactionsCsv(entries));
      },
    );
  };
};
