import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/broadband/change-voice-plan')({
  staticData: routeStaticData('broadband-change-voice-plan'),
  component: BroadbandChangeVoicePlanPage,
});

function BroadbandChangeVoicePlanPage() {
  return <PlaceholderPage routeKey="broadband-change-voice-plan" />;
}
