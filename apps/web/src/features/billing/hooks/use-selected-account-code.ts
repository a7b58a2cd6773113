import { useAccountSelection, useSessionView } from '../../../shared/session';

/** The account being viewed: this tab's selection, else the server session's. */
export function useSelectedAccountCode(): string | null {
  const selected = useAccountSelection().accountCode;
  const session = useSessionView();
  return selected ?? session.accountCode;
}
