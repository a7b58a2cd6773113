import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MobileServiceDetails } from '@portal/contracts';

type AccountLinkPath =
  '/account/add-mobile-number' | '/mobile/add-mobile-connection' | '/mobile/bring-your-number';

/**
 * What adds a number to the account rather than acting on one, offered only to whoever may
 * change the account: a prepay number joins the log-in (where the account has prepay
 * lines); the owner of an open postpay account orders a new connection or brings a number
 * from another provider.
 */
export function accountLinks(
  lines: readonly MobileServiceDetails[],
  canChange: boolean,
  closed: boolean,
): { to: AccountLinkPath; label: string }[] {
  const links: { to: AccountLinkPath; label: string }[] = [];
  if (!canChange) return links;
  if (lines.some((line) => line.isPrepay)) {
    links.push({ to: '/account/add-mobile-number', label: 'Add a prepay number' });
  }
  if (!closed && lines.some((line) => !line.isPrepay)) {
    links.push({ to: '/mobile/add-mobile-connection', label: 'Add a mobile connection' });
    links.push({ to: '/mobile/bring-your-number', label: 'Bring your number' });
  }
  return links;
}

export function MobileAccountLinks(props: {
  lines: readonly MobileServiceDetails[];
  canChange: boolean;
  closed: boolean;
}) {
  const links = accountLinks(props.lines, props.canChange, props.closed);
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
