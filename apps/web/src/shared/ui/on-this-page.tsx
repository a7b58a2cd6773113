import { Anchor, Group, Paper, Text } from '@mantine/core';
import type { MouseEvent } from 'react';

export interface PageSectionLink {
  /** The id of the section's heading. */
  id: string;
  label: string;
}

/**
 * Brings a section's heading into view and moves focus to it, so the keyboard and a screen
 * reader go on from there. The hash stays out of the address: the router would take it as
 * a new location (as the skip link does); a link opened in a new tab still carries it.
 */
function goTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const heading = document.getElementById(id);
    if (heading === null) return;
    event.preventDefault();
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
}

/**
 * "On this page": an index of a long page's sections at its top, a navigation landmark of
 * links to each section's heading. The headings keep clear of the fixed header when reached
 * (TitledSection's scroll margin).
 */
export function OnThisPage({ links }: { links: PageSectionLink[] }) {
  return (
    <Paper component="nav" aria-labelledby="on-this-page" withBorder p="md" radius="md" mb="lg">
      <Text id="on-this-page" fw={600} size="sm" mb="xs">
        On this page
      </Text>
      <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map(({ id, label }, index) => (
          <li key={id}>
            <Anchor href={`#${id}`} onClick={goTo(id)} size="sm" underline="always">
              {label}
            </Anchor>
            {index < links.length - 1 && (
              <Text component="span" c="dimmed" size="sm" ml="xs" aria-hidden="true">
                ·
              </Text>
            )}
          </li>
        ))}
      </Group>
    </Paper>
  );
}
