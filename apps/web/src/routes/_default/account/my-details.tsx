import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordSection } from '../../../features/people/components/change-password-section';
import { ComingSoon } from '../../../shared/page/coming-soon';
import { PageHeader } from '../../../shared/page/page-header';
import { pageCopy } from '../../../shared/routing/page-copy';
import { routeStaticData } from '../../../shared/routing/static-data';
import { meQueryOptions } from '../../../shared/session';

export const Route = createFileRoute('/_default/account/my-details')({
  staticData: routeStaticData('account'),
  loader: ({ context }) => context.queryClient.query(meQueryOptions()),
  component: AccountPage,
});

function AccountPage() {
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const { notYet } = pageCopy.account;
  return (
    <>
      <PageHeader routeKey="account" />
      {/* Name and contact details are still to come; the password section has landed. */}
      {notYet && <ComingSoon message={notYet} />}
      <ChangePasswordSection userGuid={me.userGuid} />
    </>
  );
}
