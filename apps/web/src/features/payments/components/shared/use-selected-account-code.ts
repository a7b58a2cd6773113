import { useAccountSelection, useSessionView } from '../../../../shared/session';

/** The account being viewed: this tab's selection, else the one the session remembers. */
export function useSelectedAccountCode(): string | null {
  const session = useSessionView();
  return useAccountSelection().accountCode ?? session.accountCode;
}
