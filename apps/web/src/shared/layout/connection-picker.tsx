import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { formatPhoneNumber } from '@portal/domain';
import { mobileServicesQueryOptions, shownMobileLine } from '../accounts';
import { keyWithAncestors } from '../navigation/nav-items';
import { leafRouteMeta } from '../routing/static-data';
import { accountSelectionStore, useAccountSelection } from '../session';

/**
 * The connection picker of pages about one mobile connection: the selected account's
 * mobile lines, kept in the same selection store (sent as serviceEntity). If the selected
 * line disappears, the first is selected (spec section 2).
 */
export function ConnectionPicker({ compact = false }: { compact?: boolean }) {
  const { accountCode, serviceEntity } = useAccountSelection();
  const services = useQuery({
    ...mobileServicesQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  const { lines, chosen, shown } = shownMobileLine(services.data, serviceEntity);
  const shownEntity = shown?.serviceEntity ?? null;

  useEffect(() => {
    if (services.isSuccess && chosen === undefined && shownEntity !== null) {
      accountSelectionStore.recordShownServiceEntity(shownEntity);
    }
  }, [services.isSuccess, chosen, shownEntity]);

  if (lines.length === 0) return null;
  return (
    <NativeSelect
      aria-label="Connection"
      size="sm"
      w={compact ? '100%' : 220}
      value={shownEntity ?? ''}
      onChange={(event) => {
        accountSelectionStore.selectServiceEntity(event.currentTarget.value);
      }}
      data={lines.map((line) => ({
        value: line.serviceEntity,
        label:
          line.serviceEntityDescription === null
            ? formatPhoneNumber(line.serviceEntity)
            : `${formatPhoneNumber(line.serviceEntity)} (${line.serviceEntityDescription})`,
      }))}
    />
  );
}

/** Pages about one mobile connection: the mobile area and its sub-pages. */
export function useIsConnectionPage(): boolean {
  return useMatches({
    select: (matches) => {
      const key = leafRouteMeta(matches)?.key;
      return key !== undefined && keyWithAncestors(key).includes('mobile');
    },
  });
}
