import { Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import {
  UNKNOWN_SALES_PERSON,
  useIsStaff,
  useSalesPersonName,
  useSelectedAccountCode,
} from '../session';

export interface StaffViewing {
  salesPersonName: string;
  accountCode: string;
}

/** Who from staff is viewing which account; null unless staff have an account open. */
export function useStaffViewing(): StaffViewing | null {
  const isStaff = useIsStaff();
  const selected = useSelectedAccountCode();
  const name = useSalesPersonName(isStaff && selected !== null);
  if (!isStaff || selected === null) return null;
  return { salesPersonName: name ?? UNKNOWN_SALES_PERSON, accountCode: selected };
}

export const STAFF_BANNER_HEIGHT = 36;

/**
 * ux.md: when staff view an account, a coloured banner across the top says so, on every page.
 * On a narrow screen the words give way (the name last), never the account number.
 */
export function StaffBanner({ viewing }: { viewing: StaffViewing }) {
  return (
    <Group
      component="section"
      aria-label="Staff access"
      h={STAFF_BANNER_HEIGHT}
      px="md"
      gap={6}
      wrap="nowrap"
      bg="yellow.4"
      c="dark.9"
    >
      <IconShieldLock size={18} aria-hidden="true" />
      <Text size="sm" fw={600} truncate miw={0}>
        <Text span inherit visibleFrom="sm">
          Staff access:{' '}
        </Text>
        {viewing.salesPersonName} is viewing account{' '}
      </Text>
      <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
        {viewing.accountCode}
      </Text>
    </Group>
  );
}
