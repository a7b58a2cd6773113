import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../shared/page/placeholder-page';
import { invoiceIdPattern, paramRule } from '../../../../shared/routing/param-rules';
import { routeStaticData } from '../../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/invoice/$invoiceid')({
  staticData: routeStaticData('invoice'),
  // The validate rule of spec section 2: a malformed id is a 404, before any guard runs.
  params: { parse: paramRule('invoiceid', invoiceIdPattern) },
  component: InvoicePage,
});

function InvoicePage() {
  return <PlaceholderPage routeKey="invoice" />;
}
