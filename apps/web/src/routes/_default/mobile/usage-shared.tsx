import { createFileRoute } from '@tanstack/react-router';
import { SharedUsagePage } from '../../../features/mobile/usage/components/shared-usage-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/usage-shared')({
  staticData: routeStaticData('mobile-usage-shared'),
  component: SharedUsagePage,
});
