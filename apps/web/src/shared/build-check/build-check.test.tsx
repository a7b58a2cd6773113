import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render-app';
import { BuildCheck } from './build-check';
import { buildMetaUrl, isNewerBuild } from './build-meta-query';

afterEach(() => {
  vi.unstubAllGlobals();
  // Mantine keeps notifications in a module-level store that outlives each render.
  notifications.clean();
});

function serveBuildId(buildId: string) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify({ buildId }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('build check', () => {
  it('asks for the build meta with a cache-busting timestamp', () => {
    expect(buildMetaUrl(1234)).toBe('/build-meta.json?t=1234');
  });

  it('sees a newer build only when the ids differ', () => {
    expect(isNewerBuild('a', undefined)).toBe(false);
    expect(isNewerBuild('a', { buildId: 'a' })).toBe(false);
    expect(isNewerBuild('a', { buildId: 'b' })).toBe(true);
  });

  it('offers a reload when the deployed build differs from the running one', async () => {
    const fetchMock = serveBuildId('new-build');
    await renderInRouter(() => <BuildCheck buildId="old-build" />);
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/^\/build-meta\.json\?t=\d+$/);
  });

  it('stays quiet while the build is the same', async () => {
    const fetchMock = serveBuildId('same');
    await renderInRouter(() => <BuildCheck buildId="same" />);
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('checks again every buildCheckIntervalMs', async () => {
    const fetchMock = serveBuildId('same');
    await renderInRouter(() => <BuildCheck buildId="same" />, { buildCheckIntervalMs: 30 });
    await vi.waitFor(() => {
      expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3);
    });
  });
});
