import { createFileRoute, notFound } from '@tanstack/react-router';
import { AccountSearch } from '../../features/management/components/account-search';
import { PageHeader } from '../../shared/page/page-header';
import type { NotFoundData } from '../../shared/routing/param-rules';
import { routeStaticData } from '../../shared/routing/static-data';
import { isStaffUser, meQueryOptions, sessionQueryOptions } from '../../shared/session';

export const Route = createFileRoute('/_default/management')({
  staticData: routeStaticData('management'),
  // Staff only; a customer sent here gets the 404 page (docs/spec-notes.md).
  beforeLoad: async ({ context: { queryClient } }) => {
    const session = await queryClient.query(sessionQueryOptions());
    const user = await queryClient.query(meQueryOptions());
    if (!isStaffUser(user, session))
      throw notFound({ data: { status: 404 } satisfies NotFoundData });
  },
  component: ManagementPage,
});

function ManagementPage() {
  return (
    <>
      <PageHeader routeKey="management" />
      <AccountSearch />
    </>
  );
}
