import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RouteKey } from '../routing/route-meta';
import { navSubItems } from './nav-sub-items';
import { useNavAudience } from './use-nav-audience';

/**
 * Links from one bills-and-payments page to the others that belong with it, in the order
 * given: only those the navigation offers this person on this account (a view-only user is
 * not sent to pay; a statements-only or prepay account has no payment method to set).
 */
export function RelatedBillPages({ keys }: { keys: readonly RouteKey[] }) {
  const offered = navSubItems('bill-history', useNavAudience());
  const items = keys.flatMap((key) => offered.filter((item) => item.key === key));
  if (items.length === 0) return null;
  return (
    <Group component="nav" aria-labelledby="related-bill-pages" gap="lg" mt="xl">
      <Text id="related-bill-pages" fw={700} size="sm">
        Bills and payments:
      </Text>
      {items.map((item) => (
        <Anchor
          key={item.key}
          component={Link}
          to={item.path}
          fw={600}
          size="sm"
          style={{ display: 'inline-block', paddingBlock: 2 }}
        >
          {item.label}
        </Anchor>
      ))}
    </Group>
  );
}
