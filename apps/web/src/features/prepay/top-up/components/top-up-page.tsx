import { Stack } from '@mantine/core';
import type { TopUpTab } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { PrepayLineGate } from '../../shared/prepay-line-gate';
import type { PrepayLineGateCopy, PrepayLines } from '../../shared/prepay-line-gate';
import { usePaymentReturn } from '../hooks/use-payment-return';
import type { PaymentReturn } from '../hooks/use-payment-return';
import { PaymentReturnResult } from './payment-return-result';
import { PrepayLineTopUp } from './prepay-line-top-up';

export interface TopUpPageProps {
  accountCode: string | null;
  mobile: PrepayLines;
  canChange: boolean;
  tab: TopUpTab;
  onTabChange: (tab: TopUpTab) => void;
  /** Set when the gateway has just sent the browser back here. */
  paymentReturn: PaymentReturn | null;
  onPaymentReturnRead: () => void;
}

const copy: PrepayLineGateCopy = {
  noPrepayLines: 'Top-ups are for prepay numbers, and this account has none.',
  notPrepayTitle: 'Choose a prepay number',
  notPrepayReason: "so it can't be topped up.",
  pickLabel: (number) => `Top up ${number}`,
};

/** /mobile/prepay-top-up: top up a prepay number, set up Autopay and Auto Top Ups. */
export function TopUpPage(props: TopUpPageProps) {
  const { accountCode, mobile } = props;
  const payment = usePaymentReturn(accountCode, props.paymentReturn, props.onPaymentReturnRead);
  return (
    <>
      <PageHeader routeKey="prepay-top-up" />
      <Stack gap="lg">
        <PaymentReturnResult payment={payment} />
        <PrepayLineGate accountCode={accountCode} mobile={mobile} copy={copy}>
          {(line) => (
            <PrepayLineTopUp
              key={line.serviceEntity}
              accountCode={line.accountCode}
              serviceEntity={line.serviceEntity}
              canChange={props.canChange}
              tab={props.tab}
              onTabChange={props.onTabChange}
            />
          )}
        </PrepayLineGate>
      </Stack>
    </>
  );
}
