import { createFileRoute } from '@tanstack/react-router';
import { ChangePlanPage } from '../../../features/mobile/plans/components/change-plan-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/change-plan')({
  staticData: routeStaticData('mobile-change-plan'),
  component: ChangePlanPage,
});
