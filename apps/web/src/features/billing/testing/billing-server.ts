import type {
  AccountTransaction,
  BillChanges,
  BillsByService,
  InvoiceDetail,
  InvoiceSummary,
  BillDate,
  UpcomingCharges,
} from '@portal/contracts';
import type { Handler } from '../../../test/portal-server';

export function aBill(invoiceId: string, overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    invoiceId,
    billDate: '2026-10-05',
    periodStart: '2026-09-05',
    periodEnd: '2026-10-04',
    dueDate: '2026-10-19',
    amountIncludingGst: 23000,
    amountExcludingGst: 20000,
    gst: 3000,
    status: 'Paid',
    ...overrides,
  };
}

export function anInvoice(
  invoiceId: string,
  overrides: Partial<InvoiceDetail> = {},
): InvoiceDetail {
  return {
    ...aBill(invoiceId, { status: 'Issued' }),
    accountCode: '30000001',
    accountName: 'Ngata Household',
    openingBalance: 1500,
    amountDue: 24500,
    displayGstInclusiveValues: true,
    groups: [
      {
        serviceGroup: 'Electricity',
        serviceEntity: '0001234567UN7E1',
        title: 'Electricity ICP 0001234567UN7E1',
        subtotalIncludingGst: 11500,
        subtotalExcludingGst: 10000,
        lines: [
          {
            description: 'Daily charge',
            quantity: '30 days',
            amountIncludingGst: 5750,
            amountExcludingGst: 5000,
          },
          {
            description: 'Anytime usage',
            quantity: '200 kWh',
            amountIncludingGst: 5750,
            amountExcludingGst: 5000,
          },
        ],
      },
      {
        serviceGroup: 'Mobile',
        serviceEntity: '0211234567',
        title: 'Mobile 021 123 4567',
        subtotalIncludingGst: 11500,
        subtotalExcludingGst: 10000,
        lines: [
          {
            description: 'Group Plan Leader',
            quantity: null,
            amountIncludingGst: 11500,
            amountExcludingGst: 10000,
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function aTransaction(
  id: number,
  overrides: Partial<AccountTransaction> = {},
): AccountTransaction {
  return {
    transactionId: String(id),
    date: '2026-10-05',
    occurredAt: '2026-10-04T13:00:00.000Z',
    transactionType: 'Invoice',
    description: `Invoice ${String(id)}`,
    amount: 23000,
    balanceAfter: 23000,
    invoiceId: null,
    ...overrides,
  };
}

const BASE = '/api/visibill/v2/accounts/';

export interface BillingData {
  displayGstInclusiveValues?: boolean;
  invoices?: InvoiceSummary[];
  /** Invoice details by `{accountCode}/{invoiceId}`; anything else is a 404. */
  details?: Record<string, InvoiceDetail>;
  transactions?: AccountTransaction[];
  billDates?: BillDate[];
  /** The next bill's regular charges; without them the account has no bill to come. */
  upcomingCharges?: UpcomingCharges;
  /** A bill's changes by `{accountCode}/{invoiceId}`; without them, a bill of its own. */
  changes?: Record<string, BillChanges>;
  /** The bills by service; without them, none. */
  billsByService?: BillsByService;
  /** Paths (after the account code) that answer 500. */
  failing?: string[];
}

/** A handler answering the billing calls from the data given. */
export function billingHandler(data: BillingData): Handler {
  return (request) => {
    if (request.method !== 'GET' || !request.path.startsWith(BASE)) return undefined;
    const [code = '', ...rest] = request.path.slice(BASE.length).split('/');
    const tail = rest.join('/');
    if (data.failing?.includes(tail)) return { status: 500, data: null };
    if (tail === 'invoices') {
      return {
        data: {
          displayGstInclusiveValues: data.displayGstInclusiveValues ?? true,
          invoices: data.invoices ?? [],
        },
      };
    }
    if (tail === 'billDates') return { data: data.billDates ?? [] };
    if (tail === 'transactions') return { data: data.transactions ?? [] };
    if (tail === 'upcomingCharges') {
      return { data: data.upcomingCharges ?? noUpcomingCharges(data.displayGstInclusiveValues) };
    }
    if (tail === 'billsByService') {
      return {
        data: data.billsByService ?? {
          displayGstInclusiveValues: data.displayGstInclusiveValues ?? true,
          bills: [],
        },
      };
    }
    const changes = /^invoices\/([^/]+)\/changes$/.exec(tail);
    if (changes !== null) {
      const key = `${code}/${decodeURIComponent(changes[1] ?? '')}`;
      const detail = data.details?.[key];
      const found =
        data.changes?.[key] ?? (detail === undefined ? undefined : firstBillChanges(detail));
      return found === undefined ? { status: 404, data: null } : { data: found };
    }
    const invoice = /^invoices\/([^/]+)$/.exec(tail);
    if (invoice !== null) {
      const detail = data.details?.[`${code}/${decodeURIComponent(invoice[1] ?? '')}`];
      return detail === undefined ? { status: 404, data: null } : { data: detail };
    }
    return undefined;
  };
}

/** A bill with none before it: nothing to compare. */
function firstBillChanges(invoice: InvoiceDetail): BillChanges {
  const inclusive = invoice.displayGstInclusiveValues;
  return {
    bill: {
      invoiceId: invoice.invoiceId,
      billDate: invoice.billDate,
      amount: inclusive ? invoice.amountIncludingGst : invoice.amountExcludingGst,
    },
    previous: null,
    difference: 0,
    changes: [],
    displayGstInclusiveValues: inclusive,
  };
}

function noUpcomingCharges(displayGstInclusiveValues = true): UpcomingCharges {
  return {
    billDate: null,
    groups: [],
    totalIncludingGst: 0,
    totalExcludingGst: 0,
    displayGstInclusiveValues,
  };
}
