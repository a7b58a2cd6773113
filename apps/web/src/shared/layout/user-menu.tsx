import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The signed-in person's menu (ux.md: my details, sign out). */
export function UserMenu() {
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          leftSection={<IconUserCircle size={20} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
        >
          My account
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to="/account/my-details"
          leftSection={<IconUser size={16} aria-hidden="true" />}
        >
          My details
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/logout"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
