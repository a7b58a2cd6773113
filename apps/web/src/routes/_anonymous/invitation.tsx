import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InvitationPage } from '../../features/invitation/components/invitation-page';
import { routeStaticData } from '../../shared/routing/static-data';

// The single-use token from the invitation email; the page takes it out of the URL.
const searchSchema = z.object({ token: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/_anonymous/invitation')({
  staticData: routeStaticData('invitation'),
  validateSearch: searchSchema,
  component: InvitationRoute,
});

function InvitationRoute() {
  return <InvitationPage linkToken={Route.useSearch().token} />;
}
