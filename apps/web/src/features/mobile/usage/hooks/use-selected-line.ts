import { useQuery } from '@tanstack/react-query';
import type { MobileService } from '@portal/contracts';
import { isMobileKindService } from '@portal/domain';
import { mobileServicesQueryOptions } from '../../../../shared/accounts';
import { useAccountSelection, useSelectedAccountCode } from '../../../../shared/session';

export interface SelectedLine {
  accountCode: string | null;
  /** The selected mobile line, or the first when the selection is not one of the account's. */
  serviceEntity: string | null;
  lines: MobileService[];
  status: 'pending' | 'error' | 'success';
  retry: () => void;
}

/**
 * The connection the usage pages are about, from the session selection store (the header's
 * connection picker writes it; it also selects the first line when the selected one is gone).
 */
export function useSelectedLine(): SelectedLine {
  const selection = useAccountSelection();
  const accountCode = useSelectedAccountCode();
  const services = useQuery({
    ...mobileServicesQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  const lines = (services.data ?? []).filter((line) => isMobileKindService(line.service));
  const selected =
    lines.find((line) => line.serviceEntity === selection.serviceEntity) ?? lines[0] ?? null;
  return {
    accountCode,
    serviceEntity: selected?.serviceEntity ?? null,
    lines,
    status: accountCode === null ? 'success' : services.status,
    retry: () => {
      void services.refetch();
    },
  };
}
