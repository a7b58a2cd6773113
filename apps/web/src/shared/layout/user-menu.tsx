import { Button, Menu } from '@mantine/core';
import {
  IconBell,
  IconChevronDown,
  IconClockHour4,
  IconExternalLink,
  IconLogout,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useAppConfig } from '../config/app-config-query';
import { openLegacyPortal, useAccountSelection } from '../session';

/** The signed-in person's menu (ux.md: my details, sign out). */
export function UserMenu() {
  const { legacyPortalUrl } = useAppConfig();
  const { accountCode } = useAccountSelection();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Menu position="bottom-end" width={220} withinPortal>
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
          to="/account/notifications"
          leftSection={<IconBell size={16} aria-hidden="true" />}
        >
          Notifications
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/account/orders"
          leftSection={<IconClockHour4 size={16} aria-hidden="true" />}
        >
          Your orders
        </Menu.Item>
        {legacyPortalUrl !== null && accountCode !== null && (
          <Menu.Item
            onClick={() => {
              // The link carries a one-minute token, so it is fetched only when chosen.
              void openLegacyPortal({ accountCode, targetUrl: pathname });
            }}
            leftSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            Older portal
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to="/logout"
          // Loading /logout signs out, so it must never be preloaded on hover.
          preload={false}
          leftSection={<IconLogout size={16} aria-hidden="true" />}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
