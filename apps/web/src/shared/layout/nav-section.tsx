import { ActionIcon, Group, NavLink, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { NavSubItem } from '../navigation/nav-sub-items';
import type { RouteKey } from '../routing/route-meta';

interface NavSectionProps {
  /** The section's own link (the main navigation item). */
  link: ReactNode;
  /** Names the section's pages for the button that shows them ("Mobile pages"). */
  groupName: string;
  items: readonly NavSubItem[];
  /** The page shown now, marked among the items. */
  currentKey: RouteKey | undefined;
  onNavigate: () => void;
}

/**
 * A main navigation item with the pages under it. The item stays a link to its own page;
 * a button beside it shows or hides the pages (a disclosure, so it works by keyboard and
 * says whether it is open). Folded by default, and kept as the person left it while they
 * move between pages.
 */
export function NavSection({ link, groupName, items, currentKey, onNavigate }: NavSectionProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div>
      <Group gap={4} wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>{link}</div>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={groupName}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            setOpen((current) => !current);
          }}
        >
          <IconChevronDown
            size={18}
            aria-hidden="true"
            style={{ transform: open ? 'rotate(180deg)' : undefined }}
          />
        </ActionIcon>
      </Group>
      {/* Hidden, not removed, so the button's aria-controls always names an element. */}
      <Stack
        id={listId}
        hidden={!open}
        component="ul"
        gap={0}
        m={0}
        pl="xl"
        style={{ listStyle: 'none', display: open ? undefined : 'none' }}
      >
        {items.map((item) => (
          <li key={item.key}>
            <NavLink
              component={Link}
              to={item.path}
              label={item.label}
              active={item.key === currentKey}
              activeOptions={{ exact: true }}
              onClick={onNavigate}
              py={6}
            />
          </li>
        ))}
      </Stack>
    </div>
  );
}
