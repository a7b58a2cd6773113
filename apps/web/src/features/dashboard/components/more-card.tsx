import { Anchor, Card, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AccountView } from '../api/use-dashboard-data';

type MorePath =
  '/add-power' | '/mobile/add-mobile-connection' | '/move-house' | '/mobile/prepay-top-up';

/**
 * Sign-ups and moves the account may make (spec section 6): none for a farm-source or
 * cancelled account, nor for a view-only user; power sign-up only where power is on and not
 * held yet.
 */
export function moreLinks(view: AccountView, hasPower: boolean): { to: MorePath; label: string }[] {
  if (view.cancelled || view.features.statementsOnly || !view.canChange) return [];
  if (view.prepay) return [{ to: '/mobile/prepay-top-up', label: 'Top up your prepay number' }];
  const links: { to: MorePath; label: string }[] = [];
  if (view.features.power && !hasPower)
    links.push({ to: '/add-power', label: 'Sign up for power' });
  if (view.features.mobile) {
    links.push({ to: '/mobile/add-mobile-connection', label: 'Add a mobile connection' });
  }
  if (view.features.moveHouse) links.push({ to: '/move-house', label: 'Moving house?' });
  return links;
}

export function MoreCard({ view, hasPower }: { view: AccountView; hasPower: boolean }) {
  const links = moreLinks(view, hasPower);
  if (links.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="more-heading">
      <Title order={2} size="h4" mb="md" id="more-heading">
        Do more with your account
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} fw={600}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
