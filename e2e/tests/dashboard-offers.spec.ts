import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';
import { openSignedIn } from '../support/sign-in';

interface OffersV2 {
  displayGstInclusiveValues: boolean;
  offers: { productType: string; displayCharge: number | null; charges: { unit: string }[] }[];
}

/** The v2 offers call as the server answers it for the account. */
async function offersOf(page: Page, code: string): Promise<OffersV2> {
  const response = await page.request.get(`/api/offers/v2/accounts/${code}/offers`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OffersV2 }).data;
}

/** "from $29.00 per month incl. GST": the kind's lowest non-zero price, to the cent. */
function fromText(offers: OffersV2, productType: string): string {
  const priced = offers.offers.filter(
    (offer) => offer.productType === productType && (offer.displayCharge ?? 0) > 0,
  );
  const cheapest = priced.sort((a, b) => (a.displayCharge ?? 0) - (b.displayCharge ?? 0))[0];
  expect(cheapest, `a priced ${productType} offer`).toBeDefined();
  const cents = Math.round(cheapest?.displayCharge ?? 0);
  const price = (cents / 100).toLocaleString('en-NZ', { minimumFractionDigits: 2 });
  const gst = offers.displayGstInclusiveValues ? 'incl.' : 'excl.';
  return `from $${price} per ${cheapest?.charges[0]?.unit ?? ''} ${gst} GST`;
}

test('Aroha sees offers for her services on the dashboard and follows one to its page', async ({
  page,
}) => {
  await openSignedIn(page, 'aroha', '/?accountCode=30000001');
  const card = page.getByRole('region', { name: 'Offers for you' });
  const offers = await offersOf(page, '30000001');
  await expect(card.getByText(fromText(offers, 'Mobile'), { exact: false })).toBeVisible();
  await expect(card.getByText(fromText(offers, 'Broadband'), { exact: false })).toBeVisible();
  // She has power, so power offers lead to a plan change, not a sign-up.
  await expect(card.getByRole('link', { name: 'See power plans' })).toHaveAttribute(
    'href',
    '/power/change-power-plan',
  );
  await look(page, 'dashboard-offers');
  await card.getByRole('link', { name: 'See mobile plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Mobile Plan' })).toBeVisible();
});

test('Kiri’s business account is offered power as a sign-up, priced excluding GST', async ({
  page,
}) => {
  await openSignedIn(page, 'kiri');
  const card = page.getByRole('region', { name: 'Offers for you' });
  const offers = await offersOf(page, '30000301');
  expect(offers.displayGstInclusiveValues).toBe(false);
  await expect(card.getByText(fromText(offers, 'Power'), { exact: false })).toBeVisible();
  await expect(card.getByRole('link', { name: 'See power plans' })).toHaveAttribute(
    'href',
    '/add-power',
  );
  await look(page, 'dashboard-offers-business');
});
