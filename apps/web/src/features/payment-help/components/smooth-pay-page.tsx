import { List, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SelectedAccountGate, useCanChangeAccount } from '../../../shared/accounts';
import { PageHeader } from '../../../shared/page/page-header';
import { CouldNotLoad } from '../../../shared/ui/could-not-load';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { TitledSection } from '../../../shared/ui/titled-section';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';
import { smoothPayQueryOptions } from '../api/smooth-pay-queries';
import { SmoothPayCurrent } from './smooth-pay-current';
import { SmoothPayStart } from './smooth-pay-start';

/** /account/smooth-pay: pay the same each week, fortnight or month (issue 30, decision 062). */
export function SmoothPayPage() {
  return (
    <>
      <PageHeader routeKey="smooth-pay" />
      <SelectedAccountGate>
        {({ account }) => (
          <SmoothPayForAccount key={account.accountCode} code={account.accountCode} />
        )}
      </SelectedAccountGate>
    </>
  );
}

function HowItWorks() {
  return (
    <TitledSection title="How smooth pay works">
      <List spacing="xs">
        <List.Item>
          You pay the same amount every week, fortnight or month, so winter bills are no surprise.
        </List.Item>
        <List.Item>
          We work the amount out from your bills over the last 12 months, and take in anything
          overdue or any credit you have.
        </List.Item>
        <List.Item>A bill you already have is paid as usual, by its due date.</List.Item>
        <List.Item>
          Every 4 months we look at it again against your latest bills and tell you the new amount
          and why.
        </List.Item>
        <List.Item>Your bills still come as usual. You can stop smooth pay at any time.</List.Item>
      </List>
    </TitledSection>
  );
}

function SmoothPayForAccount({ code }: { code: string }) {
  const query = useQuery(smoothPayQueryOptions(code));
  const canChange = useCanChangeAccount(code);
  if (query.isPending) return <LoadingSkeleton height={320} label="Loading smooth pay" />;
  if (query.isError) {
    return <CouldNotLoad what="Smooth pay" onRetry={() => void query.refetch()} />;
  }
  const { arrangement } = query.data;
  return (
    <Stack gap="lg">
      {!canChange && <ViewOnlyNotice unavailable="start or stop smooth pay" />}
      {arrangement === null ? (
        <>
          <HowItWorks />
          <SmoothPayStart code={code} smoothPay={query.data} canChange={canChange} />
        </>
      ) : (
        <>
          <SmoothPayCurrent code={code} arrangement={arrangement} canChange={canChange} />
          <HowItWorks />
        </>
      )}
    </Stack>
  );
}
