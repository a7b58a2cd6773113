import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../shared/page/placeholder-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_default/move-house')({
  staticData: routeStaticData('move-house'),
  component: MoveHousePage,
});

function MoveHousePage() {
  return <PlaceholderPage routeKey="move-house" />;
}
