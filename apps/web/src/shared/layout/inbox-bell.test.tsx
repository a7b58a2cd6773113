import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Inbox } from '@portal/contracts';
import { bodySentTo, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';
import { whenNoticed } from './inbox-list';

const INBOX = '/api/accounts/30000001/inbox';

const alert = {
  id: 7,
  kind: 'data-usage' as const,
  title: 'Mobile data at 80%',
  body: '021 123 4567 has used 80% of its data this month.',
  linkPath: '/mobile/usage',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
};
const older = {
  ...alert,
  id: 3,
  kind: 'bill-ready' as const,
  title: 'Your bill is ready',
  body: 'Your bill of $182.40 is ready to view.',
  linkPath: '/account/bill-history',
  createdAt: '2026-11-02T09:00:00+13:00',
  read: true,
};

/** The inbox as the server keeps it: reading up to an id marks those read. */
function serveInbox(items: Inbox['items']) {
  let inbox: Inbox = { unread: items.filter((item) => !item.read).length, items };
  const handler: Handler = ({ method, path, body }) => {
    if (method === 'GET' && path === INBOX) return { data: inbox };
    if (method === 'POST' && path === `${INBOX}/read`) {
      const { upToId } = body as { upToId: number };
      const marked = inbox.items.map((item) => ({ ...item, read: item.read || item.id <= upToId }));
      inbox = { unread: marked.filter((item) => !item.read).length, items: marked };
      return { data: inbox };
    }
    return undefined;
  };
  return handler;
}

describe('the bell in the header', () => {
  it('shows the unread count; opening lists the notices, marks them read and clears it', async () => {
    const { user, fetchMock } = await renderApp(
      '/',
      {},
      { handlers: [serveInbox([alert, older])] },
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);

    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    const link = await within(list).findByRole('link', { name: 'Mobile data at 80%' });
    expect(link).toHaveAttribute('href', '/mobile/usage');
    expect(within(list).getByText(alert.body)).toBeInTheDocument();
    expect(within(list).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(list).getByText('02/11/2026')).toBeInTheDocument();
    expect(within(list).getAllByText('New')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/account/notifications',
    );
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    expect(bodySentTo(fetchMock, `${INBOX}/read`)).toEqual({ upToId: 7 });

    await user.click(link);
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    });
  });

  it('links a notice about a section of a page to that section', async () => {
    const ready = {
      ...alert,
      id: 9,
      kind: 'your-data' as const,
      title: 'Your data is ready',
      body: 'The copy of your data you asked for is ready to download until 14/12/2026.',
      linkPath: '/account/my-details#your-data',
    };
    const { user } = await renderApp('/', {}, { handlers: [serveInbox([ready])] });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(list).findByRole('link', { name: 'Your data is ready' })).toHaveAttribute(
      'href',
      '/account/my-details#your-data',
    );
  });

  it('says so when there is nothing, and marks nothing read', async () => {
    const { user, fetchMock } = await renderApp('/', {}, { handlers: [serveInbox([])] });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(list).findByText(/^Nothing yet\./)).toBeInTheDocument();
    expect(bodySentTo(fetchMock, `${INBOX}/read`)).toBeUndefined();
  });
});

describe('when a notice came', () => {
  const now = new Date('2026-12-07T03:00:00Z');
  it('is said relatively within a day, then as the day', () => {
    expect(whenNoticed('2026-12-07T02:59:30Z', now)).toBe('Just now');
    expect(whenNoticed('2026-12-07T02:59:00Z', now)).toBe('1 minute ago');
    expect(whenNoticed('2026-12-07T01:00:00Z', now)).toBe('2 hours ago');
    expect(whenNoticed('2026-12-05T03:00:00Z', now)).toBe('05/12/2026');
  });
});
