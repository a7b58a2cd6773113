import { Stack, Title } from '@mantine/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AccountSearch } from '../../features/management/components/account-search';
import { StaffCorrectionRequests } from '../../features/data-rights/components/staff-correction-requests';
import { StaffAlternateContact } from '../../features/care/components/alternate-contact-section';
import { StaffMedicalDependency } from '../../features/power/components/staff-medical-dependency';
import { OpenedAccount } from '../../features/management/components/opened-account';
import { StaffPaymentArrangements } from '../../features/payment-help/components/staff-payment-arrangements';
import { SecondFactorReset } from '../../features/management/components/second-factor-reset';
import { SmoothPayStaff } from '../../features/payment-help/components/smooth-pay-staff';
import { PageHeader } from '../../shared/page/page-header';
import type { NotFoundData } from '../../shared/routing/param-rules';
import { routeStaticData } from '../../shared/routing/static-data';
import {
  isStaffUser,
  meQueryOptions,
  sessionQueryOptions,
  useSelectedAccountCode,
} from '../../shared/session';

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

/** Without an open account, find one; with one, its staff tools (docs/spec-notes.md). */
function ManagementPage() {
  const accountCode = useSelectedAccountCode();
  return (
    <>
      <PageHeader routeKey="management" />
      <Stack gap="xl">
        {accountCode === null ? (
          <AccountSearch />
        ) : (
          <>
            <OpenedAccount accountCode={accountCode} />
            <StaffPaymentArrangements accountCode={accountCode} />
            <Stack gap="sm" component="section" aria-labelledby="care-flags-title">
              <Title order={2} size="h3" id="care-flags-title">
                Care flags
              </Title>
              <StaffMedicalDependency accountCode={accountCode} />
              <StaffAlternateContact accountCode={accountCode} />
            </Stack>
            <StaffCorrectionRequests accountCode={accountCode} />
            <SmoothPayStaff accountCode={accountCode} />
            <Stack gap="sm" component="section" aria-labelledby="find-another-title">
              <Title order={2} size="h3" id="find-another-title">
                Find another account
              </Title>
              <AccountSearch />
            </Stack>
          </>
        )}
        <SecondFactorReset />
      </Stack>
    </>
  );
}
