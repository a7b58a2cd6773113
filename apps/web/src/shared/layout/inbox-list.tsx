import { Anchor, Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Inbox } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import classes from './inbox-list.module.css';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** "Just now", "5 minutes ago", "3 hours ago", then the day as dd/MM/yyyy (ux.md). */
export function whenNoticed(createdAt: string, now: Date): string {
  const ago = now.getTime() - new Date(createdAt).getTime();
  if (ago < MINUTE_MS) return 'Just now';
  if (ago < HOUR_MS) {
    const minutes = Math.floor(ago / MINUTE_MS);
    return `${String(minutes)} minute${minutes === 1 ? '' : 's'} ago`;
  }
  if (ago < 24 * HOUR_MS) {
    const hours = Math.floor(ago / HOUR_MS);
    return `${String(hours)} hour${hours === 1 ? '' : 's'} ago`;
  }
  return formatDate(createdAt);
}

/** A notice's page and, after a #, the section on it (My details' "Your data"). */
export function noticeTarget(linkPath: string): { to: string; hash?: string } {
  const at = linkPath.indexOf('#');
  if (at < 0) return { to: linkPath };
  return { to: linkPath.slice(0, at), hash: linkPath.slice(at + 1) };
}

interface InboxListProps {
  inbox: Inbox | undefined;
  failed: boolean;
  /** Notices unread when the bell opened, still marked "New" while it is open. */
  newIds: readonly number[];
  onNavigate: () => void;
}

/** The open bell: the newest notices, each a link to the page it is about, and the settings. */
export default function InboxList({ inbox, failed, newIds, onNavigate }: InboxListProps) {
  const now = new Date();
  return (
    <Stack gap="xs">
      {inbox === undefined ? (
        <Text size="sm">
          {failed
            ? 'Your notifications could not be loaded. Please try again later.'
            : 'Loading your notifications…'}
        </Text>
      ) : inbox.items.length === 0 ? (
        <Text size="sm">
          Nothing yet. We will tell you here when something needs your attention, such as a mobile
          nearing its data or a bill ready to view.
        </Text>
      ) : (
        <ul className={classes.inboxList}>
          {inbox.items.map((item) => (
            <li key={item.id}>
              <Anchor
                component={Link}
                {...noticeTarget(item.linkPath)}
                onClick={onNavigate}
                fw={600}
                size="sm"
                className={classes.inboxLink}
              >
                {item.title}
              </Anchor>
              <Text size="sm">{item.body}</Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt}>
                  {whenNoticed(item.createdAt, now)}
                </Text>
                {newIds.includes(item.id) && (
                  <Badge size="xs" color="red.9">
                    New
                  </Badge>
                )}
              </Group>
            </li>
          ))}
        </ul>
      )}
      <Divider />
      <Anchor component={Link} to="/account/notifications" onClick={onNavigate} size="sm">
        Notification settings
      </Anchor>
    </Stack>
  );
}
