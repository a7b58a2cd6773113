import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODEM_RETURN_MESSAGES, type ModemReturn } from '@portal/contracts';
import { signedOutView, type Handler, type mockPortalServer } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const TOKEN = 'a'.repeat(43);
const requested: ModemReturn = {
  status: 'Requested',
  deliveryAddress: {
    address1: '12 Kōwhai Street',
    address2: null,
    address3: 'Ponsonby',
    locationName: 'Auckland',
    postCode: '1011',
  },
  expiresAt: '2026-12-31T00:00:00.000Z',
};

function serve(lookupStatus = 200): Handler {
  return ({ method, path, body }) => {
    if (method !== 'POST') return undefined;
    if (path === '/api/modemReturns/lookup') {
      return lookupStatus === 200 ? { data: requested } : { status: lookupStatus, data: null };
    }
    if (path === '/api/modemReturns/confirm') {
      const { deliveryAddress } = body as { deliveryAddress: ModemReturn['deliveryAddress'] };
      return { data: { ...requested, status: 'Confirmed', deliveryAddress } };
    }
    return undefined;
  };
}

async function renderPage(lookupStatus = 200) {
  return renderApp(
    `/confirm-delivery-address?token=${TOKEN}`,
    {},
    { user: null, session: signedOutView, handlers: [serve(lookupStatus)] },
  );
}

function sentBody(fetchMock: ReturnType<typeof mockPortalServer>['fetchMock'], path: string) {
  const call = fetchMock.mock.calls.find(
    ([input]) => typeof input === 'string' && input.endsWith(path),
  );
  const body = call?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

describe('Confirm your return address, without signing in', () => {
  it('shows the address from the link, takes the token out of the URL, and confirms it', async () => {
    const { user, router, fetchMock } = await renderPage();
    expect(
      await screen.findByText('12 Kōwhai Street, Ponsonby, Auckland, 1011'),
    ).toBeInTheDocument();
    expect(router.state.location.searchStr).toBe('');
    await user.click(screen.getByRole('button', { name: 'Confirm this address' }));
    expect(
      await screen.findByText(
        'We will send your return bag to 12 Kōwhai Street, Ponsonby, Auckland, 1011.',
      ),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/modemReturns/confirm')).toEqual({
      token: TOKEN,
      deliveryAddress: requested.deliveryAddress,
    });
  });

  it('refuses a post code that is not 4 digits, sending nothing, then confirms a corrected address', async () => {
    const { user, fetchMock } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change the address' }));
    const postCode = screen.getByLabelText(/^Postcode/);
    await user.clear(postCode);
    await user.type(postCode, '10211');
    await user.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(screen.getByText(MODEM_RETURN_MESSAGES.postCode)).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/modemReturns/confirm')).toBeUndefined();
    await user.clear(postCode);
    await user.type(postCode, '1021');
    await user.clear(screen.getByLabelText(/^Street address/));
    await user.type(screen.getByLabelText(/^Street address/), '5 Tōtara Lane');
    await user.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText(/5 Tōtara Lane, Ponsonby, Auckland, 1021/)).toBeInTheDocument();
  });

  it.each([
    [409, MODEM_RETURN_MESSAGES.used],
    [404, MODEM_RETURN_MESSAGES.invalid],
  ])('says so when the server answers %i, showing no address', async (status, message) => {
    await renderPage(status);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Kōwhai/)).not.toBeInTheDocument();
  });
});
