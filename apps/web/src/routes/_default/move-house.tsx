import { createFileRoute } from '@tanstack/react-router';
import { MoveHousePage } from '../../features/move-house/components/move-house-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_default/move-house')({
  staticData: routeStaticData('move-house'),
  component: MoveHousePage,
});
