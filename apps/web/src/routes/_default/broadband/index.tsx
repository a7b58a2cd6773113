import { createFileRoute } from '@tanstack/react-router';
import { BroadbandHomePage } from '../../../features/broadband';
import { LandlineSection } from '../../../features/voice';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/broadband/')({
  staticData: routeStaticData('broadband'),
  component: BroadbandPage,
});

function BroadbandPage() {
  return (
    <BroadbandHomePage landline={(accountCode) => <LandlineSection accountCode={accountCode} />} />
  );
}
