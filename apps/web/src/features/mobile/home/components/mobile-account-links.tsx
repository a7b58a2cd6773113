import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MobileServiceDetails } from '@portal/contracts';

type AccountLinkPath =
  '/account/add-mobile-number' | '/mobile/add-mobile-connection' | '/mobile/bring-your-number';

/**
 * What adds a number to the account rather than acting on one: a prepay number joins the
 * log-in (offered where the account has prepay lines); the owner of a postpay account orders
 * a new connection or brings a number from another provider.
 */
export function accountLinks(
  lines: readonly MobileServiceDetails[],
  canChange: boolean,
): { to: AccountLinkPath; label: string }[] {
  const links: { to: AccountLinkPath; label: string }[] = [];
  if (lines.some((line) => line.isPrepay)) {
    links.push({ to: '/account/add-mobile-number', label: 'Add a prepay number' });
  }
  if (canChange && lines.some((line) => !line.isPrepay)) {
    links.push({ to: '/mobile/add-mobile-connection', label: 'Add a mobile connection' });
    links.push({ to: '/mobile/bring-your-number', label: 'Bring your number' });
  }
  return links;
}

export function MobileAccountLinks(props: {
  lines: readonly MobileServiceDetails[];
  canChange: boolean;
}) {
  const links = accountLinks(props.lines, props.canChange);
  if (links.length === 0) return null;
  return (
    <Group gap="lg">
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} fw={600}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
