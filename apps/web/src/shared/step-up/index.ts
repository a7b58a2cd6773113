export { askToSignInAgain } from './step-up-request';
export { ResumedNotice } from './resumed-notice';
export { StepUpHost } from './step-up-host';
export { useResumedAction } from './use-resumed-action';
