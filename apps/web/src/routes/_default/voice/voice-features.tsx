import { createFileRoute } from '@tanstack/react-router';
import { VoiceFeaturesPage } from '../../../features/voice';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/voice/voice-features')({
  staticData: routeStaticData('voice-features'),
  component: VoiceFeaturesPage,
});
