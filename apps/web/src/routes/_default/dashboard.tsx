import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_default/dashboard')({
  staticData: routeStaticData('dashboard'),
  component: DashboardPage,
});
