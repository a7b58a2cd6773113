import { useAccountSelection } from './account-selection-store';
import { useSessionView } from './use-session';

/** The account being viewed: this tab's selection, else the one the server session remembers. */
export function useSelectedAccountCode(): string | null {
  const selected = useAccountSelection().accountCode;
  const session = useSessionView();
  return selected ?? session.accountCode;
}
