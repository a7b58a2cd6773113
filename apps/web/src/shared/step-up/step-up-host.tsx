import { useEffect } from 'react';
import { onStepUpRequired } from '../api/api-error';
import StepUpDialog from './step-up-dialog';
import { askToSignInAgain, useStepUpRequest } from './step-up-request';

/**
 * Mounted once by the signed-in layout (whose chunk carries it: nothing of it is in the
 * first page's script): listens for risky calls refused for want of a recent sign-in, and
 * opens the dialog that tells the person why.
 */
export function StepUpHost() {
  const request = useStepUpRequest();
  useEffect(() => onStepUpRequired(askToSignInAgain), []);
  return request === null ? null : <StepUpDialog request={request} />;
}
