import { createFileRoute } from '@tanstack/react-router';
import { UsagePage } from '../../../features/mobile/usage/components/usage-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/usage')({
  staticData: routeStaticData('mobile-usage'),
  component: UsagePage,
});
