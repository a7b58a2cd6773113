import { createFileRoute } from '@tanstack/react-router';
import { SharingBeneficiariesPage } from '../../../../features/mobile/sharing/components/sharing-beneficiaries-page';
import { routeStaticData } from '../../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/sharing/sharing-beneficiaries')({
  staticData: routeStaticData('sharing-beneficiaries'),
  component: SharingBeneficiariesPage,
});
