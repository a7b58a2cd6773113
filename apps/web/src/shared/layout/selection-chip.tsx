import { UnstyledButton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPhoneNumber } from '@portal/domain';
import { mobileServicesQueryOptions, shownMobileLine } from '../accounts';
import { useAccountSelection } from '../session';
import { useListedAccounts } from './use-listed-accounts';

/** The height of the chip's row under a phone's header. */
export const SELECTION_CHIP_HEIGHT = 32;

/**
 * Where am I, on a phone: the pickers fold into the menu there, so a compact line under the
 * header names the account (and, on a connection page, the number) being viewed, and opens
 * the menu where they are changed (issue 24 item 6).
 */
export function SelectionChip(props: {
  connectionPage: boolean;
  menuId: string;
  onOpenMenu: () => void;
}) {
  const { accounts } = useListedAccounts();
  const { accountCode, serviceEntity } = useAccountSelection();
  const services = useQuery({
    ...mobileServicesQueryOptions(accountCode ?? ''),
    enabled: props.connectionPage && accountCode !== null,
  });
  const account = accounts.find((candidate) => candidate.accountCode === accountCode);
  if (account === undefined) return null;
  const line = props.connectionPage
    ? shownMobileLine(services.data, serviceEntity).shown
    : undefined;
  const where = [
    `${account.accountName ?? 'Account'} ${account.accountCode}`,
    ...(line === undefined ? [] : [formatPhoneNumber(line.serviceEntity)]),
  ].join(' · ');
  return (
    <UnstyledButton
      onClick={props.onOpenMenu}
      aria-controls={props.menuId}
      aria-label={`Viewing ${where}. Change in the menu`}
      px="md"
      h={SELECTION_CHIP_HEIGHT}
      w="100%"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="sm" truncate="end">
        <Text span size="sm" c="dimmed">
          Viewing{' '}
        </Text>
        <Text span size="sm" fw={600}>
          {where}
        </Text>
      </Text>
    </UnstyledButton>
  );
}
