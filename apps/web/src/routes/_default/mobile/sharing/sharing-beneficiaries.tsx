import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/sharing/sharing-beneficiaries')({
  staticData: routeStaticData('sharing-beneficiaries'),
  component: SharingBeneficiariesPage,
});

function SharingBeneficiariesPage() {
  return <PlaceholderPage routeKey="sharing-beneficiaries" />;
}
