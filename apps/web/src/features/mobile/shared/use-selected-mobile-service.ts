import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MobileServiceDetails } from '@portal/contracts';
import { shownMobileLine } from '../../../shared/accounts';
import {
  accountSelectionStore,
  useAccountSelection,
  useSelectedAccountCode,
} from '../../../shared/session';
import { mobileServiceDetailsQueryOptions } from './mobile-service-queries';

/**
 * The selected mobile line of the selected account, for every mobile page. The selection
 * lives in the session selection store (sent as serviceEntity); when the selected line is
 * not (or no longer) on the account, the first line is selected (spec section 2).
 */
export function useSelectedMobileService() {
  const { serviceEntity } = useAccountSelection();
  const accountCode = useSelectedAccountCode();
  const query = useQuery({
    ...mobileServiceDetailsQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  const shownLine = shownMobileLine(query.data, serviceEntity);
  const lines: MobileServiceDetails[] = shownLine.lines;
  const selected = shownLine.shown ?? null;
  const selectedEntity = selected?.serviceEntity ?? null;

  useEffect(() => {
    if (query.isSuccess && selectedEntity !== null && selectedEntity !== serviceEntity) {
      accountSelectionStore.recordShownServiceEntity(selectedEntity);
    }
  }, [query.isSuccess, selectedEntity, serviceEntity]);

  return {
    accountCode,
    query,
    lines,
    selected,
    /** The lines' load; with no account there is nothing to load, so nothing pending. */
    status: accountCode === null ? ('success' as const) : query.status,
    retry: () => {
      void query.refetch();
    },
    select: (entity: string) => {
      accountSelectionStore.selectServiceEntity(entity);
    },
  };
}
