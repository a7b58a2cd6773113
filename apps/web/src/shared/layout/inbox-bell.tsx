import { ActionIcon, Loader, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { inboxQueryOptions, inboxReadMutationOptions } from '../inbox/inbox-queries';
import { useSelectedAccountCode } from '../session';
import classes from './inbox-bell.module.css';

/** The list is fetched the first time the bell opens: the header keeps only the button. */
const InboxList = lazy(() => import('./inbox-list'));

/**
 * The header's bell (issue 28): the selected account's unread notices as a badge; opening
 * it lists the newest and marks them read, so the count clears.
 */
export function InboxBell() {
  const accountCode = useSelectedAccountCode();
  if (accountCode === null) return null;
  // Keyed by account, so another account's bell starts closed.
  return <Bell key={accountCode} accountCode={accountCode} />;
}

function Bell({ accountCode }: { accountCode: string }) {
  const queryClient = useQueryClient();
  const inbox = useQuery(inboxQueryOptions(accountCode));
  const markRead = useMutation(inboxReadMutationOptions(queryClient, accountCode));
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  // Which notices were new when the bell opened: still marked so while it is open.
  const [newIds, setNewIds] = useState<readonly number[]>([]);
  const unread = inbox.data?.unread ?? 0;

  const open = () => {
    setOpened(true);
    const items = inbox.data?.items ?? [];
    setNewIds(items.filter((item) => !item.read).map((item) => item.id));
    if (unread > 0 && items.length > 0) {
      markRead.mutate(Math.max(...items.map((item) => item.id)));
    }
  };

  return (
    <span className={classes.bell}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        withinPortal
        trapFocus
        returnFocus
        shadow="md"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Notifications, ${String(unread)} unread`}
            onClick={() => {
              if (opened) setOpened(false);
              else open();
            }}
          >
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        {/* Named by its title, not by the button (Mantine's default), whose name counts. */}
        <Popover.Dropdown aria-labelledby={titleId} p="sm">
          <Text fw={700} id={titleId} mb="xs">
            Notifications
          </Text>
          <Suspense
            fallback={<Loader size="sm" role="status" aria-label="Loading your notifications" />}
          >
            <InboxList
              inbox={inbox.data}
              failed={inbox.isError}
              newIds={newIds}
              onNavigate={() => {
                setOpened(false);
              }}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
      {/* The count is in the button's name; the badge only shows it. */}
      {unread > 0 && (
        <span className={classes.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </span>
  );
}
