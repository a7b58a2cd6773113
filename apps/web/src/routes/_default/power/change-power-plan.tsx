import { createFileRoute } from '@tanstack/react-router';
import { ChangePowerPlanPage } from '../../../features/power';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/power/change-power-plan')({
  staticData: routeStaticData('power-change-plan'),
  component: ChangePowerPlanPage,
});
