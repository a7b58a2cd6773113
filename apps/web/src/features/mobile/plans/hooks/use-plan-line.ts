import { useQuery } from '@tanstack/react-query';
import type { MobileService } from '@portal/contracts';
import { isMobileKindService } from '@portal/domain';
import { mobileServicesQueryOptions } from '../../../../shared/accounts';
import { useAccountSelection, useSelectedAccountCode } from '../../../../shared/session';

/** The connection selected in the header's picker, or the account's first mobile line. */
export function usePlanLine() {
  const selection = useAccountSelection();
  const accountCode = useSelectedAccountCode();
  const services = useQuery({
    ...mobileServicesQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  const lines = (services.data ?? []).filter((line) => isMobileKindService(line.service));
  const line: MobileService | null =
    lines.find((candidate) => candidate.serviceEntity === selection.serviceEntity) ??
    lines[0] ??
    null;
  return {
    accountCode,
    line,
    status: accountCode === null ? ('success' as const) : services.status,
    retry: () => {
      void services.refetch();
    },
  };
}
