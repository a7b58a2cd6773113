import { createFileRoute } from '@tanstack/react-router';
import { PauseConnectionPage } from '../../../features/mobile/home/components/pause-connection-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/pause-connection')({
  staticData: routeStaticData('mobile-pause-connection'),
  component: PauseConnectionPage,
});
