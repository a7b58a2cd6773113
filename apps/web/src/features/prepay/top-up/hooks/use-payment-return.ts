import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readPendingTopUp } from '../api/pending-top-up-storage';
import { paymentReturnMutationOptions, type ReturnedTopUp } from '../api/recharge-queries';

/** The query the gateway returns with (spec section 2). Its status is not believed. */
export interface PaymentReturn {
  transactionLocalId: string;
  transactionGuid: string | undefined;
  status: string | undefined;
}

/**
 * AFTER_PAYMARK: back from the gateway, the pending top-up kept in local storage is read
 * and the top-up processed (settled from the gateway's own record); once answered, the
 * pending top-up is cleared. A return this browser has no pending top-up for is still
 * processed, by its transaction_local_id, on the selected account. `onRead` takes the
 * return's query off the URL, so a reload does not process it again.
 */
export function usePaymentReturn(
  selectedAccountCode: string | null,
  paymentReturn: PaymentReturn | null,
  onRead: () => void,
) {
  const queryClient = useQueryClient();
  const started = useRef(false);
  const mutation = useMutation(paymentReturnMutationOptions(queryClient));
  const { mutate } = mutation;

  useEffect(() => {
    if (paymentReturn === null || started.current) return;
    const pending = readPendingTopUp();
    const matched =
      pending !== null && pending.transactionGuid === paymentReturn.transactionGuid
        ? pending
        : null;
    const accountCode = matched?.accountCode ?? selectedAccountCode;
    if (accountCode === null) return;
    started.current = true;
    const top: ReturnedTopUp = {
      accountCode,
      rechargeTransactionId: paymentReturn.transactionLocalId,
      operation: matched?.operation ?? null,
    };
    mutate(top);
    onRead();
  }, [paymentReturn, selectedAccountCode, mutate, onRead]);

  const returned = mutation.variables ?? null;
  return {
    returned,
    result: mutation.data ?? null,
    error: mutation.error,
    pending: mutation.isPending,
    /** Ask again: after a failed call, or while the gateway has not decided. */
    retry: () => {
      if (returned !== null) mutate(returned);
    },
    close: () => {
      mutation.reset();
    },
  };
}
