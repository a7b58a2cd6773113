import { Button, Group, Text } from '@mantine/core';
import { IconDeviceMobilePlus, IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../shared/page/page-header';

/**
 * The siebel-management route: where an identity with no accounts lands (guard 3). It
 * says so plainly and offers what such a person can do: link a prepay number, or leave.
 */
export function NoAccountsPage() {
  return (
    <>
      <PageHeader routeKey="siebel-management" />
      <Text mb="lg">
        There are no accounts on your login yet. If you have a prepay mobile number with us, add it
        to see and manage it here.
      </Text>
      <Group gap="sm">
        <Button
          component={Link}
          to="/account/add-mobile-number"
          leftSection={<IconDeviceMobilePlus size={18} aria-hidden="true" />}
        >
          Add a prepay number
        </Button>
        <Button
          component={Link}
          to="/logout"
          preload={false}
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
        >
          Sign out
        </Button>
      </Group>
    </>
  );
}
