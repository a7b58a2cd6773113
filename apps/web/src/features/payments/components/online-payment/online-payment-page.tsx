import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OnlinePaymentOutcome } from '@portal/contracts';
import { isApiError } from '../../../../shared/api';
import { PageHeader } from '../../../../shared/page/page-header';
import { onlinePaymentOutcomeQueryOptions } from '../../api/payment-queries';
import { PaymentReceipt } from '../shared/payment-receipt';
import { Notice } from '../../../../shared/ui/notice';
import { LoadingStack } from '../../../../shared/ui/loading-stack';

export interface OnlinePaymentSearch {
  transaction_local_id?: string | undefined;
  transactionGuid?: string | undefined;
  /** The gateway's return status; shown nowhere: the server's own record decides. */
  status?: string | undefined;
}

/** The gateway's reason as a sentence: "Card declined" → "Card declined." */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function TryAgain() {
  return (
    <Anchor component={Link} to="/account/payment" fw={600}>
      Try again
    </Anchor>
  );
}

function NotFound() {
  return (
    <Notice color="gray" title="We couldn't find this payment" role="alert">
      <Text size="sm">
        The link you followed is missing details of the payment or is no longer valid. If you have
        just paid, your payment will show in your transaction history.
      </Text>
      <Group gap="md" mt="sm">
        <Anchor component={Link} to="/account/transaction-history" size="sm" fw={600}>
          View transaction history
        </Anchor>
        <Anchor component={Link} to="/" size="sm" fw={600}>
          Back to dashboard
        </Anchor>
      </Group>
    </Notice>
  );
}

function Outcome({ outcome }: { outcome: OnlinePaymentOutcome }) {
  switch (outcome.status) {
    case 'Approved':
      return (
        <PaymentReceipt receipt={{ ...outcome }} title="Payment approved">
          <Group gap="lg">
            <Anchor component={Link} to="/" fw={600}>
              Back to dashboard
            </Anchor>
            <Anchor component={Link} to="/account/transaction-history" fw={600}>
              View transaction history
            </Anchor>
          </Group>
        </PaymentReceipt>
      );
    case 'Cancelled':
      return (
        <Notice color="gray" title="Payment cancelled">
          <Text size="sm" mb="sm">
            Your payment was cancelled. You have not been charged.
          </Text>
          <TryAgain />
        </Notice>
      );
    case 'Declined':
      return (
        <Notice color="red" title="Payment declined" role="alert">
          <Text size="sm" mb="sm">
            {sentence(outcome.declineReason ?? 'Your payment was declined')} You have not been
            charged.
          </Text>
          <TryAgain />
        </Notice>
      );
    case 'Pending':
      return (
        <Notice color="blue" title="Still being processed" aria-busy="true">
          We're waiting for the payment's result. This page will update by itself.
        </Notice>
      );
  }
}

/** /onlinepayments: the outcome of a hosted-page payment, as the server's record has it. */
export function OnlinePaymentPage({ search }: { search: OnlinePaymentSearch }) {
  const guid = search.transactionGuid ?? '';
  const localId = search.transaction_local_id ?? '';
  const complete = guid !== '' && localId !== '';
  const query = useQuery({
    ...onlinePaymentOutcomeQueryOptions(guid, localId),
    enabled: complete,
  });

  let body;
  if (!complete) body = <NotFound />;
  else if (query.isPending) {
    body = (
      <LoadingStack gap="md" label="Checking your payment">
        <Skeleton height={28} width="50%" />
        <Skeleton height={160} radius="md" />
      </LoadingStack>
    );
  } else if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    body =
      status === 404 || status === 400 ? (
        <NotFound />
      ) : (
        <Notice color="red" title="Oops, something went wrong" role="alert">
          We couldn't check your payment just now. Try reloading the page or come back later.
        </Notice>
      );
  } else body = <Outcome outcome={query.data} />;

  return (
    <>
      <PageHeader routeKey="online-payments" />
      {body}
    </>
  );
}
