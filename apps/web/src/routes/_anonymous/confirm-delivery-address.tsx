import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConfirmDeliveryAddressPage } from '../../features/modem-return/components/confirm-delivery-address-page';
import { routeStaticData } from '../../shared/routing/static-data';

// The single-use token from the customer's message; the page takes it out of the URL.
const searchSchema = z.object({ token: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/_anonymous/confirm-delivery-address')({
  staticData: routeStaticData('confirm-delivery-address'),
  validateSearch: searchSchema,
  component: ConfirmDeliveryAddressRoute,
});

function ConfirmDeliveryAddressRoute() {
  return <ConfirmDeliveryAddressPage linkToken={Route.useSearch().token} />;
}
