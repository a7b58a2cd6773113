import { useQuery } from '@tanstack/react-query';
import type { MobileService } from '@portal/contracts';
import { isMobileKindService } from '@portal/domain';
import { mobileServicesQueryOptions } from '../../../../shared/accounts';
import { useAccountSelection, useSelectedAccountCode } from '../../../../shared/session';

export interface SharingLine {
  accountCode: string | null;
  /** The selected line, or the account's first when the selection is not one of its lines. */
  line: MobileService | null;
  status: 'pending' | 'error' | 'success';
  retry: () => void;
}

/** The line that shares: the connection selected in the header's picker (session store). */
export function useSharingLine(): SharingLine {
  const selection = useAccountSelection();
  const accountCode = useSelectedAccountCode();
  const services = useQuery({
    ...mobileServicesQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  const lines = (services.data ?? []).filter((line) => isMobileKindService(line.service));
  const line =
    lines.find((candidate) => candidate.serviceEntity === selection.serviceEntity) ??
    lines[0] ??
    null;
  return {
    accountCode,
    line,
    status: accountCode === null ? 'success' : services.status,
    retry: () => {
      void services.refetch();
    },
  };
}
