import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  accountTransactionsSchema,
  billDatesSchema,
  billingSummarySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  invoiceDetailSchema,
  invoiceParamsSchema,
  invoiceListSchema,
  transactionsQuerySchema,
  upcomingChargesSchema,
} from '@portal/contracts';
import type { Brand } from '@portal/domain';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findBillDates } from './find-bill-dates';
import { findInvoices } from './find-invoices';
import { findTransactions } from './find-transactions';
import { findUpcomingCharges } from './find-upcoming-charges';
import { getBillingSummary } from './get-billing-summary';
import { getInvoice } from './get-invoice';
import { renderInvoicePdf } from './render-invoice-pdf';
import { transactionsCsv, transactionsCsvFilename } from './transactions-csv';
import { accountHolders } from '../../auth';

const BASE = '/visibill/v2/accounts/:accountCode';
const params = z.object({ accountCode: accountCodeSchema });
const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
/** Reading bills is open to every holder of the account (AccountRead included) and to staff. */
const access = accountHolders('accountCode');
const tags = ['billing'];

const pdfSchema = z.instanceof(Buffer).meta({ description: 'The invoice as a PDF document' });
const csvSchema = z.string().meta({ description: 'Transactions as CSV, with a header row' });

/** Billing calls (spec section 7's billDates, and the bill calls spec-notes places beside it). */
export function billingRoutes(db: Db, brand: Brand) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      `${BASE}/billDates`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'The account’s bill dates, newest first',
          params,
          response: { 200: envelopeSchema(billDatesSchema), ...errors },
        },
      },
      async (request) => ok(await findBillDates(db, request.params.accountCode)),
    );
    routes.get(
      `${BASE}/billingSummary`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'What the account owes now and its last bill',
          params,
          response: { 200: envelopeSchema(billingSummarySchema), ...errors },
        },
      },
      async (request) => ok(await getBillingSummary(db, request.params.accountCode)),
    );
    routes.get(
      `${BASE}/invoices`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'The account’s bills, newest first',
          params,
          response: { 200: envelopeSchema(invoiceListSchema), ...errors },
        },
      },
      async (request) => ok(await findInvoices(db, request.params.accountCode)),
    );
    routes.get(
      `${BASE}/upcomingCharges`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'The regular charges of the next bill, as the services stand now',
          params,
          response: { 200: envelopeSchema(upcomingChargesSchema), ...errors },
        },
      },
      async (request) => ok(await findUpcomingCharges(db, request.params.accountCode)),
    );
    routes.get(
      `${BASE}/invoices/:invoiceId`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'One bill with its lines grouped by service',
          params: invoiceParamsSchema,
          response: { 200: envelopeSchema(invoiceDetailSchema), ...errors },
        },
      },
      async (request) =>
        ok(await getInvoice(db, request.params.accountCode, request.params.invoiceId)),
    );
    routes.get(
      `${BASE}/invoices/:invoiceId/pdf`,
      {
        config: { access },
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
    routes.get(
      `${BASE}/transactions`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Invoices, payments and credits with the running balance, newest first',
          params,
          querystring: transactionsQuerySchema,
          response: {
            200: envelopeSchema(accountTransactionsSchema),
            400: errorEnvelopeSchema,
            ...errors,
          },
        },
      },
      async (request) => ok(await findTransactions(db, request.params.accountCode, request.query)),
    );
    routes.get(
      `${BASE}/transactions.csv`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'The transactions of a period as a CSV download',
          params,
          querystring: transactionsQuerySchema,
          response: { 200: csvSchema, 400: errorEnvelopeSchema, ...errors },
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
}
