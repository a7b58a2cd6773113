import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { Link, useMatches } from '@tanstack/react-router';
import { useAppConfig } from '../config/app-config-query';
import { furtherNavItems, keyWithAncestors, mainNavItems } from '../navigation/nav-items';
import type { NavItem } from '../navigation/nav-items';
import { navSubItems } from '../navigation/nav-sub-items';
import { useNavAudience } from '../navigation/use-nav-audience';
import { leafRouteMeta } from '../routing/static-data';
import { useIsStaff } from '../session';
import { NavSection } from './nav-section';

/** What the button showing a section's pages is called; the section's items say the rest. */
const sectionNames: Partial<Record<NavItem['key'], string>> = {
  mobile: 'Mobile pages',
  'bill-history': 'Bills and payments pages',
};

interface MainNavProps {
  /** Called after a link is followed, so the phone menu can fold away. */
  onNavigate: () => void;
}

export function MainNav({ onNavigate }: MainNavProps) {
  const { brand } = useAppConfig();
  const isStaff = useIsStaff();
  const audience = useNavAudience();
  const { facts } = audience;
  const currentKey = useMatches({ select: (matches) => leafRouteMeta(matches)?.key });
  const activeKeys = currentKey ? keyWithAncestors(currentKey) : [];

  const renderItem = (navItem: NavItem) => {
    const active = activeKeys.includes(navItem.key);
    return (
      <NavLink
        key={navItem.key}
        component={Link}
        to={navItem.path}
        label={navItem.label}
        leftSection={<navItem.icon size={20} stroke={1.6} aria-hidden="true" />}
        active={active}
        // The router marks the exact page with aria-current="page"; a parent of the current
        // sub-page is the current section.
        activeOptions={{ exact: true }}
        aria-current={active && navItem.key !== currentKey ? 'true' : undefined}
        onClick={onNavigate}
      />
    );
  };

  const renderSection = (navItem: NavItem) => {
    const groupName = sectionNames[navItem.key];
    const items = groupName === undefined ? [] : navSubItems(navItem.key, audience);
    if (groupName === undefined || items.length === 0) return renderItem(navItem);
    return (
      <NavSection
        key={navItem.key}
        link={renderItem(navItem)}
        groupName={groupName}
        items={items}
        currentKey={currentKey}
        onNavigate={onNavigate}
      />
    );
  };

  return (
    <Stack gap={2}>
      {mainNavItems(brand, facts).map(renderSection)}
      {/* Management is for staff only (spec section 2's further item; docs/spec-notes.md). */}
      {isStaff && (
        <>
          <Divider my="sm" />
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
            Staff
          </Text>
          {furtherNavItems.map(renderItem)}
        </>
      )}
    </Stack>
  );
}
