import { renderApp } from '../../../../test/render-app';
import { customerUser, sessionView } from '../../../../test/portal-server';
import type { mockPortalServer } from '../../../../test/portal-server';
import { ACCOUNT } from './top-up-fixtures';
import { topUpHandlers } from './top-up-server';
import type { TopUpServerOptions } from './top-up-server';

/** The top-up screen (or `path`) for Ben, signed in with his prepay account selected. */
export function renderTopUp(options: TopUpServerOptions = {}, path = '/mobile/prepay-top-up') {
  return renderApp(
    path,
    {},
    {
      session: sessionView({ accountCode: ACCOUNT }),
      user: customerUser([ACCOUNT]),
      handlers: topUpHandlers(options),
    },
  );
}

type FetchMock = ReturnType<typeof mockPortalServer>['fetchMock'];

/** The Idempotency-Key of each call the app sent to `path`, in order. */
export function idempotencyKeysSentTo(fetchMock: FetchMock, path: string): (string | undefined)[] {
  return fetchMock.mock.calls
    .filter(([input]) => typeof input === 'string' && input.split('?')[0] === path)
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
}

/** Replaces a field's text in one go (typing key by key is slow in jsdom and adds nothing). */
export async function fill(
  user: Awaited<ReturnType<typeof renderTopUp>>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
