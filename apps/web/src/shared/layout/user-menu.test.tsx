import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { stubLocationAssign } from '../../test/portal-server';

const LEGACY_LINK = 'https://old.example.nz/auto-login?token=t1&accountcode=30000001&targeturl=%2F';

describe('the older portal link', () => {
  it('asks the server for a one-time link only when chosen, then goes there', async () => {
    const assign = stubLocationAssign();
    const { user, fetchMock } = await renderApp(
      '/',
      { legacyPortalUrl: 'https://old.example.nz' },
      {
        handlers: [
          ({ method, path }) =>
            method === 'GET' && path === '/api/iam/AtgScp/Url'
              ? { data: { url: LEGACY_LINK } }
              : undefined,
        ],
      },
    );
    const asked = () =>
      fetchMock.mock.calls
        .map(([input]) =>
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        )
        .filter((url) => url.includes('AtgScp'));
    await user.click(screen.getByRole('button', { name: 'My account' }));
    expect(asked()).toEqual([]);

    await user.click(await screen.findByRole('menuitem', { name: 'Older portal' }));
    // The link is fetched first; a loaded machine can take longer than waitFor's default second.
    await waitFor(
      () => {
        expect(assign).toHaveBeenCalledWith(LEGACY_LINK);
      },
      { timeout: 5000 },
    );
    expect(asked()[0]).toContain('accountCode=30000001');
    expect(asked()[0]).toContain('targetUrl=%2F');
  });

  it('is not offered when no older portal is configured', async () => {
    const { user } = await renderApp('/', { legacyPortalUrl: null });
    await user.click(screen.getByRole('button', { name: 'My account' }));
    await screen.findByRole('menuitem', { name: 'My details' });
    expect(screen.queryByRole('menuitem', { name: 'Older portal' })).toBeNull();
  });
});
