import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatPhoneNumber } from '@portal/domain';
import type { TopUpTab } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { Notice } from '../../../../shared/ui/notice';
import { usePaymentReturn } from '../hooks/use-payment-return';
import type { PaymentReturn } from '../hooks/use-payment-return';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { PaymentReturnResult } from './payment-return-result';
import { PrepayLineTopUp } from './prepay-line-top-up';

/** A mobile line as the page needs it. */
export interface TopUpLine {
  serviceEntity: string;
  isPrepay: boolean;
}

export interface TopUpPageProps {
  accountCode: string | null;
  /** The selected account's mobile lines and the one selected (the connection picker's). */
  lines: {
    status: 'pending' | 'error' | 'success';
    all: readonly TopUpLine[];
    selected: TopUpLine | null;
    retry: () => void;
    select: (serviceEntity: string) => void;
  };
  canChange: boolean;
  tab: TopUpTab;
  onTabChange: (tab: TopUpTab) => void;
  /** Set when the gateway has just sent the browser back here. */
  paymentReturn: PaymentReturn | null;
  onPaymentReturnRead: () => void;
}

/** /mobile/prepay-top-up: top up a prepay number, set up Autopay and Auto Top Ups. */
export function TopUpPage(props: TopUpPageProps) {
  const { accountCode, lines } = props;
  const payment = usePaymentReturn(accountCode, props.paymentReturn, props.onPaymentReturnRead);
  const selected = lines.selected;
  const prepayLines = lines.all.filter((line) => line.isPrepay);

  let body;
  if (lines.status === 'pending') {
    body = <Skeleton height={200} radius="md" aria-label="Loading your mobile numbers" />;
  } else if (lines.status === 'error') {
    body = <LoadFailed what="your mobile numbers" onRetry={lines.retry} />;
  } else if (accountCode === null || prepayLines.length === 0) {
    body = (
      <Notice color="gray" title="No prepay numbers here">
        <Text size="sm" mb="xs">
          Top-ups are for prepay numbers, and this account has none.
        </Text>
        <Anchor component={Link} to="/account/add-mobile-number" size="sm" fw={600}>
          Add a prepay number
        </Anchor>
      </Notice>
    );
  } else if (selected === null || !selected.isPrepay) {
    body = (
      <Notice color="blue" title="Choose a prepay number">
        <Text size="sm" mb="sm">
          {selected === null ? 'This number' : formatPhoneNumber(selected.serviceEntity)} is paid by
          bill, so it can't be topped up. Pick a prepay number:
        </Text>
        <Group gap="sm">
          {prepayLines.map((line) => (
            <Button
              key={line.serviceEntity}
              variant="default"
              size="sm"
              onClick={() => {
                lines.select(line.serviceEntity);
              }}
            >
              Top up {formatPhoneNumber(line.serviceEntity)}
            </Button>
          ))}
        </Group>
      </Notice>
    );
  } else {
    body = (
      <PrepayLineTopUp
        key={selected.serviceEntity}
        accountCode={accountCode}
        serviceEntity={selected.serviceEntity}
        canChange={props.canChange}
        tab={props.tab}
        onTabChange={props.onTabChange}
      />
    );
  }

  return (
    <>
      <PageHeader routeKey="prepay-top-up" />
      <Stack gap="lg">
        <PaymentReturnResult payment={payment} />
        {body}
      </Stack>
    </>
  );
}
