import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodySentTo, callsOf } from '../../../test/portal-server';
import { PENDING_TOP_UP_STORAGE_KEY } from './api/pending-top-up-storage';
import { renderTopUp } from './testing/render-top-up';
import { INITIATED_ID, PROCESS, aResult } from './testing/top-up-fixtures';

afterEach(() => {
  localStorage.clear();
});

const RETURN = `/mobile/prepay-top-up?transaction_local_id=${INITIATED_ID}&transactionGuid=gtx_new&status=OK`;

function storePendingTopUp(operation: string, transactionGuid = 'gtx_new') {
  localStorage.setItem(
    PENDING_TOP_UP_STORAGE_KEY,
    JSON.stringify({
      transactionGuid,
      operation,
      accountCode: '30000101',
      targetMsisdn: '0201234570',
      amount: 3000,
      createdAt: '2026-11-20T02:00:00.000Z',
    }),
  );
}

describe('/mobile/prepay-top-up: back from the gateway', () => {
  it('finishes the pending top-up: processes it, says so, clears it and the URL', async () => {
    storePendingTopUp('TopUpFromNewCard');
    const { user, fetchMock, router } = await renderTopUp(
      {
        processed: {
          [INITIATED_ID]: aResult({ amount: 3000, balanceAfter: 5550, savedCardId: 'card_new' }),
        },
      },
      RETURN,
    );
    const done = await screen.findByRole('dialog', { name: 'Top up successful' });
    expect(done).toHaveTextContent('$30.00 has been added to 020 123 4570.');
    expect(done).toHaveTextContent('Your balance is now $55.50.');
    expect(done).toHaveTextContent('Your card has been saved for next time.');
    expect(callsOf(fetchMock)).toContain(`POST ${PROCESS(INITIATED_ID)}`);
    expect(bodySentTo(fetchMock, PROCESS(INITIATED_ID))).toEqual({});
    expect(localStorage.getItem(PENDING_TOP_UP_STORAGE_KEY)).toBeNull();
    expect(router.state.location.search).toEqual({ tab: 'topUp' });
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports a declined payment from the server record, whatever the URL status says', async () => {
    storePendingTopUp('TopUpFromNewCard');
    await renderTopUp(
      {
        processed: {
          [INITIATED_ID]: aResult({
            status: 'Declined',
            balanceAfter: null,
            message: 'Your payment was declined, so your balance has not changed. Card declined.',
          }),
        },
      },
      RETURN,
    );
    const failed = await screen.findByRole('dialog', { name: 'Top up declined' });
    expect(failed).toHaveTextContent('Card declined.');
    expect(localStorage.getItem(PENDING_TOP_UP_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('region', { name: 'Prepay balance' })).toHaveTextContent(
      '$25.50',
    );
  });

  it('still processes a return it has no pending top-up for, and reports it', async () => {
    storePendingTopUp('OnlineBankingTopUp', 'gtx_some_other');
    const { fetchMock } = await renderTopUp(
      {
        processed: { [INITIATED_ID]: aResult({ amount: 3000, balanceAfter: 5550 }) },
      },
      RETURN,
    );
    const done = await screen.findByRole('dialog', { name: 'Success!' });
    expect(done).toHaveTextContent('$30.00 has been added to 020 123 4570.');
    expect(callsOf(fetchMock)).toContain(`POST ${PROCESS(INITIATED_ID)}`);
  });

  it('offers to check again while the gateway has not decided', async () => {
    storePendingTopUp('OnlineBankingTopUp');
    const processed = { [INITIATED_ID]: aResult({ status: 'Pending', balanceAfter: null }) };
    const { user, fetchMock } = await renderTopUp({ processed }, RETURN);
    const waiting = await screen.findByRole('dialog', { name: 'Top up not finished yet' });
    processed[INITIATED_ID] = aResult({ amount: 3000, balanceAfter: 5550 });
    await user.click(within(waiting).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('dialog', { name: 'Top up successful' })).toBeVisible();
    expect(
      callsOf(fetchMock).filter((call) => call === `POST ${PROCESS(INITIATED_ID)}`),
    ).toHaveLength(2);
  });

  it('says so when the return names no top-up of this account', async () => {
    await renderTopUp({ processed: { [INITIATED_ID]: 404 } }, RETURN);
    expect(
      await screen.findByRole('dialog', { name: "We couldn't find this top-up" }),
    ).toBeVisible();
  });
});
