import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RechargeResult } from '@portal/contracts';
import { useIdempotencyKey } from '../../../../shared/api';
import type { OperationRequest } from '../api/operation-request';
import { topUpOperationMutationOptions } from '../api/recharge-queries';
import { failureText } from '../components/result-text';

/** The operation asked for, with what it will do in words, as said when it was asked. */
interface Asked {
  request: OperationRequest;
  summary: string;
}

/** Spec section 4's flow states, each with what its dialog shows. */
export type OperationFlow =
  | { state: 'IDLE' }
  /**
   * Asking first; stays open (with the reason) when a call fails, so it can be tried again.
   * `resumed`: reopened with a setting kept while the person signed in again.
   */
  | (Asked & { state: 'CONFIRMATION'; error: string | null; resumed?: boolean })
  | (Asked & { state: 'READY'; amount: number | null; balanceAfter: number | null })
  /** Answered but not done: a declined or failed top-up. */
  | (Asked & { state: 'ERROR'; result: RechargeResult });

/**
 * One operation at a time on the top-up screen: confirm, send, then the success or failure
 * dialog. Each attempt has one Idempotency-Key, reused when the same attempt is sent again
 * after a network failure; an answered attempt frees it.
 */
export function useOperationFlow(accountCode: string, serviceEntity: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [flow, setFlow] = useState<OperationFlow>({ state: 'IDLE' });
  const mutation = useMutation(
    topUpOperationMutationOptions(queryClient, accountCode, serviceEntity),
  );

  /** Sends what was asked; a dialog that gathers more (a new card) passes the full request. */
  const confirm = (completed?: OperationRequest) => {
    if (flow.state !== 'CONFIRMATION') return;
    const asked = { request: completed ?? flow.request, summary: flow.summary };
    setFlow({ ...asked, state: 'CONFIRMATION', error: null, resumed: flow.resumed });
    const key = idempotency.keyFor({ accountCode, serviceEntity, request: asked.request });
    mutation.mutate(
      { request: asked.request, key },
      {
        onSuccess: (outcome) => {
          if (outcome.kind !== 'redirected') idempotency.settle();
          if (outcome.kind === 'done') setFlow({ ...asked, ...outcome, state: 'READY' });
          if (outcome.kind === 'not-done') {
            setFlow({ ...asked, state: 'ERROR', result: outcome.result });
          }
        },
        onError: (error) => {
          idempotency.settle(error);
          const message = failureText(asked.request.operation, error);
          setFlow({ ...asked, state: 'CONFIRMATION', error: message, resumed: flow.resumed });
        },
      },
    );
  };

  return {
    flow,
    /** A call is in flight (or the page is leaving for the gateway). */
    pending: mutation.isPending || mutation.data?.kind === 'redirected',
    ask: (request: OperationRequest, summary: string, resumed = false) => {
      setFlow({ state: 'CONFIRMATION', request, summary, error: null, resumed });
    },
    confirm,
    close: () => {
      if (!mutation.isPending) setFlow({ state: 'IDLE' });
    },
  };
}
