import { createFileRoute } from '@tanstack/react-router';
import { MobileHomePage } from '../../../features/mobile/home/components/mobile-home-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/')({
  staticData: routeStaticData('mobile'),
  component: MobileHomePage,
});
