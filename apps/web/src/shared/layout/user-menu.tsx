import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconExternalLink,
  IconLogout,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useAppConfig } from '../config/app-config-query';
import { buildLegacyPortalUrl, useAccountSelection, useIsStaff } from '../session';

/**
 * The older portal's link (spec section 2), when configured. Customers need a one-time
 * legacy token from an endpoint that has not landed, so for now only staff (who go
 * without a token) see the link.
 */
function useLegacyPortalHref(): string | null {
  const { legacyPortalUrl } = useAppConfig();
  const isStaff = useIsStaff();
  const { accountCode } = useAccountSelection();
  const pathname = useLocation({ select: (location) => location.pathname });
  if (!legacyPortalUrl) return null;
  return buildLegacyPortalUrl({
    legacyPortalUrl,
    accountCode,
    targetUrl: pathname,
    token: null,
    isStaff,
  });
}

/** The signed-in person's menu (ux.md: my details, sign out). */
export function UserMenu() {
  const legacyHref = useLegacyPortalHref();
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
        {legacyHref && (
          <Menu.Item
            component="a"
            href={legacyHref}
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
