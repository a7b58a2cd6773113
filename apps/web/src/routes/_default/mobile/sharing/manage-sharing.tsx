import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ManageSharingPage } from '../../../../features/mobile/sharing/components/manage-sharing-page';
import { routeStaticData } from '../../../../shared/routing/static-data';

// The router may read digits as a number; the beneficiary's number is text (spec section 2).
const searchSchema = z.object({
  beneficiaryMsisdn: z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string().optional(),
    )
    .catch(undefined),
});

export const Route = createFileRoute('/_default/mobile/sharing/manage-sharing')({
  staticData: routeStaticData('manage-sharing'),
  validateSearch: searchSchema,
  component: ManageSharingRoute,
});

function ManageSharingRoute() {
  return <ManageSharingPage beneficiaryMsisdn={Route.useSearch().beneficiaryMsisdn} />;
}
