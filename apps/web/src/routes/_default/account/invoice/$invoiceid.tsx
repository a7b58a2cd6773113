import { createFileRoute } from '@tanstack/react-router';
import { loadInvoice } from '../../../../features/billing/api/load-invoice';
import { InvoicePage } from '../../../../features/billing/components/invoice-page';
import { invoiceIdPattern, paramRule } from '../../../../shared/routing/param-rules';
import { routeStaticData } from '../../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/invoice/$invoiceid')({
  staticData: routeStaticData('invoice'),
  // The validate rule of spec section 2: a malformed id is a 404, before any guard runs.
  params: { parse: paramRule('invoiceid', invoiceIdPattern) },
  // An invoice that is not on the selected account is the same 404 (never a leak).
  loader: ({ context, params }) => loadInvoice(context.queryClient, params.invoiceid),
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { invoiceid } = Route.useParams();
  return <InvoicePage invoiceId={invoiceid} />;
}
