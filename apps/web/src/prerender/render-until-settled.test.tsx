import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../shared/api';
import { MAX_RENDER_PASSES, renderUntilSettled } from './render-until-settled';

/** An account, then its services once the account is known: two passes of data. */
function AccountPage({ calls }: { calls: string[] }) {
  const answer = (key: string) => () => {
    calls.push(key);
    return Promise.resolve(key === 'account' ? 'Ngata Household' : '3 services');
  };
  const account = useQuery({ queryKey: ['account'], queryFn: answer('account') });
  const services = useQuery({
    queryKey: ['services'],
    queryFn: answer('services'),
    enabled: account.data !== undefined,
  });
  const never = useQuery({ queryKey: ['never'], queryFn: answer('never'), enabled: false });
  const failing = useQuery({
    queryKey: ['alerts'],
    queryFn: () => {
      calls.push('alerts');
      return Promise.reject(new Error('down'));
    },
    retry: false,
  });
  return (
    <p>
      {account.data ?? 'loading'} / {services.data ?? 'loading'} / {never.status} / {failing.status}
    </p>
  );
}

describe('renderUntilSettled', () => {
  it('renders until the components ask for nothing more, fetching each enabled query once', async () => {
    const queryClient = createQueryClient();
    const calls: string[] = [];
    const markup = await renderUntilSettled(queryClient, () =>
      renderToString(
        <QueryClientProvider client={queryClient}>
          <AccountPage calls={calls} />
        </QueryClientProvider>,
      ),
    );
    expect(markup.replaceAll('<!-- -->', '')).toContain(
      // The failed call shows as still loading, and is not asked again: the browser will.
      'Ngata Household / 3 services / pending / pending',
    );
    expect(calls).toEqual(['account', 'alerts', 'services']);
  });

  it('gives up on a page that keeps asking for more', async () => {
    const queryClient = createQueryClient();
    let passes = 0;
    function Endless() {
      const { data } = useQuery({
        queryKey: ['page', queryClient.getQueryCache().getAll().length],
        queryFn: () => Promise.resolve('more'),
      });
      return <p>{data}</p>;
    }
    const render = () => {
      passes += 1;
      return renderToString(
        <QueryClientProvider client={queryClient}>
          <Endless />
        </QueryClientProvider>,
      );
    };
    await expect(renderUntilSettled(queryClient, render)).rejects.toThrow(/still wanted data/);
    expect(passes).toBe(MAX_RENDER_PASSES);
  });
});
