import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddNumberState } from '@portal/contracts';
import { meQueryOptions } from '../../../../shared/session';
import {
  sendCodeMutationOptions,
  verifyNumberMutationOptions,
  type AddedNumber,
  type SentCode,
} from '../api/add-number-queries';
import {
  clearAddNumberState,
  readAddNumberState,
  saveAddNumberState,
} from '../api/add-number-storage';

export type { AddedNumber, SentCode };

function sentCodeOf(state: AddNumberState | null): SentCode | null {
  if (state === null || state.codeVerifier === null) return null;
  return { ...state, codeVerifier: state.codeVerifier };
}

/**
 * The two steps of adding a prepay number (spec section 4): send a code with a fresh PKCE
 * challenge, then verify with the code and the stored verifier. The state lives in session
 * storage between the steps. After verify the identity's claims are read again, so the
 * header's account list and the guards see the new account.
 */
export function useAddNumberFlow() {
  const queryClient = useQueryClient();
  // Read now, so that verifying finds the person in the cache and does not wait for them.
  useQuery(meQueryOptions());
  const [state, setState] = useState<AddNumberState | null>(readAddNumberState);
  const [added, setAdded] = useState<AddedNumber | null>(null);

  const send = useMutation({
    ...sendCodeMutationOptions(),
    onSuccess: (sent) => {
      saveAddNumberState(sent);
      setState(sent);
    },
  });

  const sentCode = sentCodeOf(state);
  const verifyOptions = verifyNumberMutationOptions(queryClient, sentCode);
  const verify = useMutation({
    ...verifyOptions,
    onSuccess: async (result, ...rest) => {
      clearAddNumberState();
      setState(null);
      setAdded(result);
      await verifyOptions.onSuccess?.(result, ...rest);
    },
  });

  return {
    /** The number typed last, kept when going back to change it. */
    typedNumber: state?.mobileNumber ?? '',
    sentCode,
    added,
    send,
    verify,
    /** Back to the first step: the code sent is forgotten. */
    changeNumber: () => {
      const typed = state === null ? null : { ...state, lastOtpSentTime: null, codeVerifier: null };
      if (typed === null) clearAddNumberState();
      else saveAddNumberState(typed);
      setState(typed);
      send.reset();
      verify.reset();
    },
    startAgain: () => {
      clearAddNumberState();
      setState(null);
      setAdded(null);
      send.reset();
      verify.reset();
    },
  };
}
