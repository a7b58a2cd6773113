import { Button, Loader, Group, Text } from '@mantine/core';
import { DEFAULT_SUCCESS_TITLE, topUpSuccessTitle } from '@portal/domain';
import { isApiError } from '../../../../shared/api';
import { Notice } from '../../../../shared/ui/notice';
import type { usePaymentReturn } from '../hooks/use-payment-return';
import { ResultDialog } from './result-dialog';
import { creditedText, failureText, notDoneText } from './result-text';

/** AFTER_PAYMARK on screen: checking, then the success title with Close, or why not. */
export function PaymentReturnResult({ payment }: { payment: ReturnType<typeof usePaymentReturn> }) {
  const { returned, result, error, pending, retry, close } = payment;
  if (returned === null) return null;
  if (pending) {
    return (
      <Notice color="blue" title="Finishing your top-up" aria-busy="true">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">We're checking your payment with the payment page.</Text>
        </Group>
      </Notice>
    );
  }
  if (error !== null) {
    const unknown = isApiError(error) && (error.status === 400 || error.status === 404);
    return unknown ? (
      <ResultDialog title="We couldn't find this top-up" tone="failure" onClose={close}>
        The page you came back with is missing details of the top-up or is no longer valid. If you
        paid, your balance will show it shortly.
      </ResultDialog>
    ) : (
      <ResultDialog
        title="Oops, something went wrong"
        tone="failure"
        onClose={close}
        action={
          <Button variant="default" onClick={retry}>
            Try again
          </Button>
        }
      >
        We couldn't check your top-up just now. {failureText(null, error)}
      </ResultDialog>
    );
  }
  if (result === null) return null;
  if (result.status === 'Approved') {
    const title =
      returned.operation === null ? DEFAULT_SUCCESS_TITLE : topUpSuccessTitle(returned.operation);
    return (
      <ResultDialog title={title} tone="success" onClose={close}>
        {creditedText({ ...result, cardSaved: result.savedCardId !== null })}
      </ResultDialog>
    );
  }
  const failure = notDoneText(result);
  return (
    <ResultDialog
      title={failure.title}
      tone="failure"
      onClose={close}
      action={
        result.status === 'Pending' ? (
          <Button variant="default" onClick={retry}>
            Check again
          </Button>
        ) : undefined
      }
    >
      {failure.message}
    </ResultDialog>
  );
}
