import { createFileRoute } from '@tanstack/react-router';
import { ChangeVoicePlanPage } from '../../../features/voice';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/broadband/change-voice-plan')({
  staticData: routeStaticData('broadband-change-voice-plan'),
  component: ChangeVoicePlanPage,
});
