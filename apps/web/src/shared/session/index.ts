export {
  accountSelectionStore,
  createAccountSelectionStore,
  useAccountSelection,
  ACCOUNT_SELECTION_KEY,
} from './account-selection-store';
export type { AccountSelection, AccountSelectionStore } from './account-selection-store';
export {
  accountClaims,
  firstListedAccountCode,
  hasAccountClaim,
  isAccountAllowed,
  isStaffUser,
  withSelectedAccountClaim,
} from './claims';
export { clearLocalSession, clearSession } from './clear-session';
export { accountToSelect, completeSignIn, destinationAfterSignIn } from './complete-sign-in';
export { openLegacyPortal } from './legacy-portal-link';
export { safeDestination } from './safe-destination';
export { noteSessionEnded, SESSION_ENDED_MESSAGE, signOutReason } from './sign-out-reason';
export { requireAccountCode, saveAccountCode } from './save-account-code';
export { useSelectedAccountCode } from './use-selected-account-code';
export {
  completeLogin,
  deleteSession,
  getMe,
  getSession,
  patchSession,
  requestLogout,
  startLogin,
  startStaffAccess,
} from './session-api';
export type { LoginCompleteRequest, LoginRequest, SessionPatch } from './session-api';
export { AccountClaimsError, AccountCodeError, sessionMessages } from './session-errors';
export {
  loginCompleteMutationOptions,
  loginMutationOptions,
  logoutMutationOptions,
  patchSessionMutationOptions,
  saveAccountCodeMutationOptions,
} from './session-mutations';
export {
  UNKNOWN_SALES_PERSON,
  meQueryOptions,
  salesPersonQueryOptions,
  sessionKeys,
  sessionQueryOptions,
  signedOutSession,
  storeSessionView,
} from './session-queries';
export { LOGOUT_COMPLETE_PATH, signOut } from './sign-out';
export { storeStaffAccessSession } from './staff-access';
export { useIsStaff, useSalesPersonName, useSessionView } from './use-session';
export { watchSelectedAccount } from './watch-selected-account';
