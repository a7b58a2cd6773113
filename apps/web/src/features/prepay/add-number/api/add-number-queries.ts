import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AddNumberState } from '@portal/contracts';
import { meQueryOptions, sessionKeys } from '../../../../shared/session';
import { initiateRegisterNumber } from './initiate-register-number';
import { createPkce } from './pkce';
import { verifyRegisterNumber } from './verify-register-number';

export interface AddedNumber {
  accountCode: string;
  mobileNumber: string;
}

/** A code was sent and not yet used: the state has what verify needs. */
export type SentCode = AddNumberState & { codeVerifier: string };

/** Spec section 4: a code texted to the number, with a fresh PKCE challenge. */
export const sendCodeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['add-number', 'send-code'],
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
  });

/**
 * The code with the stored verifier; the account becomes the person's, so their claims
 * are read again for the header's account list and the guards.
 */
export const verifyNumberMutationOptions = (queryClient: QueryClient, sentCode: SentCode | null) =>
  mutationOptions({
    mutationKey: ['add-number', 'verify'],
    mutationFn: async (code: string): Promise<AddedNumber> => {
      const user =
        queryClient.getQueryData(meQueryOptions().queryKey) ??
        (await queryClient.query(meQueryOptions()));
      if (sentCode === null) throw new Error('No code has been sent.');
      return verifyRegisterNumber({
        userGuid: user.userGuid,
        mobileNumber: sentCode.mobileNumber,
        code,
        codeVerifier: sentCode.codeVerifier,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
  });
