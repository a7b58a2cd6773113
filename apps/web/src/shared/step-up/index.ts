export { askToSignInAgain } from './step-up-request';
export { StepUpHost } from './step-up-host';
export { useResumedAction } from './use-resumed-action';
