import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/voice/voice-features')({
  staticData: routeStaticData('voice-features'),
  component: VoiceFeaturesPage,
});

function VoiceFeaturesPage() {
  return <PlaceholderPage routeKey="voice-features" />;
}
