import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddNumberState } from '@portal/contracts';
import { meQueryOptions, sessionKeys } from '../../../../shared/session';
import {
  clearAddNumberState,
  readAddNumberState,
  saveAddNumberState,
} from '../api/add-number-storage';
import { initiateRegisterNumber } from '../api/initiate-register-number';
import { createPkce } from '../api/pkce';
import { verifyRegisterNumber } from '../api/verify-register-number';

export interface AddedNumber {
  accountCode: string;
  mobileNumber: string;
}

/** A code was sent and not yet used: the state has what verify needs. */
export type SentCode = AddNumberState & { codeVerifier: string };

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
  const me = useQuery(meQueryOptions());
  const [state, setState] = useState<AddNumberState | null>(readAddNumberState);
  const [added, setAdded] = useState<AddedNumber | null>(null);

  const send = useMutation({
    mutationFn: async (mobileNumber: string): Promise<SentCode> => {
      const pkce = await createPkce();
      await initiateRegisterNumber({ mobileNumber, codeChallenge: pkce.challenge });
      // This browser's clock, not the server's: the cool-down shown must not drift with skew.
      return {
        mobileNumber,
        lastOtpSentTime: new Date().toISOString(),
        codeVerifier: pkce.verifier,
      };
    },
    onSuccess: (sent) => {
      saveAddNumberState(sent);
      setState(sent);
    },
  });

  const sentCode = sentCodeOf(state);
  const verify = useMutation({
    mutationFn: async (code: string): Promise<AddedNumber> => {
      const user = me.data ?? (await queryClient.query(meQueryOptions()));
      if (sentCode === null) throw new Error('No code has been sent.');
      return verifyRegisterNumber({
        userGuid: user.userGuid,
        mobileNumber: sentCode.mobileNumber,
        code,
        codeVerifier: sentCode.codeVerifier,
      });
    },
    onSuccess: async (result) => {
      clearAddNumberState();
      setState(null);
      setAdded(result);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
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
