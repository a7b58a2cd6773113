import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLinks } from '../../test/links';
import { renderApp } from '../../test/render-app';
import { callsOf, signedOutView } from '../../test/portal-server';
import type { PaymentsData } from './testing/payments-server';
import { anOutcome, paymentsHandlers, sentCalls } from './testing/payments-server';

const RETURN = '/onlinepayments?transaction_local_id=PAY-1042&transactionGuid=gtx_abc';

/** Opened without sign-in, as the gateway's return lands. */
function renderReturn(path: string, data: PaymentsData) {
  return renderApp(
    path,
    {},
    { session: signedOutView, user: null, handlers: paymentsHandlers(data) },
  );
}

describe('/onlinepayments', () => {
  it('shows the receipt of an approved payment, opened without sign-in', async () => {
    const { fetchMock } = await renderReturn(`${RETURN}&status=OK`, {
      outcomes: { gtx_abc: anOutcome() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Online Payment' }),
    ).toBeVisible();
    const receipt = await screen.findByRole('region', { name: 'Payment approved' });
    for (const text of ['$25.00', '$0.38', 'Visa •••• 1111', '21/11/2026', 'PAY-1042']) {
      expect(receipt).toHaveTextContent(text);
    }
    expectLinks(screen, {
      'Back to dashboard': '/',
      'View transaction history': '/account/transaction-history',
    });
    const call = sentCalls(fetchMock).find((sent) => sent.url.includes('onlinePayments'));
    expect(call?.url).toBe('/api/payments/v2/onlinePayments/gtx_abc?transaction_local_id=PAY-1042');
  });

  it('believes the server, not the query: status=OK with a declined payment shows the decline', async () => {
    await renderReturn(`${RETURN}&status=OK`, {
      outcomes: {
        gtx_abc: anOutcome({
          status: 'Declined',
          returnStatus: 'FAILURE',
          declineReason: 'Your card was declined by the bank.',
          completedAt: null,
        }),
      },
    });
    expect(await screen.findByText('Payment declined')).toBeVisible();
    expect(
      screen.getByText('Your card was declined by the bank. You have not been charged.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/account/payment',
    );
    expect(screen.queryByText('Payment approved')).not.toBeInTheDocument();
  });

  it('says a cancelled payment charged nothing and offers to try again', async () => {
    await renderReturn(`${RETURN}&status=CANCEL`, {
      outcomes: { gtx_abc: anOutcome({ status: 'Cancelled', returnStatus: 'CANCEL' }) },
    });
    expect(
      await screen.findByText('Your payment was cancelled. You have not been charged.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/account/payment',
    );
  });

  it('says so plainly when the parameters are missing, without asking the server', async () => {
    const { fetchMock } = await renderReturn('/onlinepayments?status=OK', {});
    expect(await screen.findByText("We couldn't find this payment")).toBeVisible();
    expect(callsOf(fetchMock).some((call) => call.includes('onlinePayments'))).toBe(false);
  });

  it('says so plainly when the server does not know the payment', async () => {
    await renderReturn(`${RETURN}&status=OK`, { outcomes: {} });
    expect(await screen.findByText("We couldn't find this payment")).toBeVisible();
  });

  it('reads a numeric local id as text', async () => {
    await renderReturn('/onlinepayments?transaction_local_id=1042&transactionGuid=gtx_n', {
      outcomes: { gtx_n: anOutcome({ transactionLocalId: '1042' }) },
    });
    expect(await screen.findByRole('region', { name: 'Payment approved' })).toHaveTextContent(
      '1042',
    );
  });
});
