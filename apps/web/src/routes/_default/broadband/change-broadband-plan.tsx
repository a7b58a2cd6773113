import { createFileRoute } from '@tanstack/react-router';
import { ChangeBroadbandPlanPage } from '../../../features/broadband';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/broadband/change-broadband-plan')({
  staticData: routeStaticData('broadband-change-plan'),
  component: ChangeBroadbandPlanPage,
});
