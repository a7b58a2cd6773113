import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MODEM_RETURN_MESSAGES, modemReturnSchema } from '@portal/contracts';
import { modemReturns, outbox } from '../../db/schema';
import { DEMO_MODEM_RETURN_TOKEN } from '../../db/seed/modem-returns';
import { appForTests } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';
import { MODEM_RETURN_CALLS_PER_WINDOW } from './routes';
import { hashLinkToken } from '../../platform/link-token';

const { testApp } = appForTests({ seed: true }, 300_000);
/** Signed out, from its own address, so the per-address limit of one test leaves the others alone. */
let lastAddress = 10;
const stranger = () => {
  lastAddress += 1;
  return new TestBrowser(
    testApp.app,
    testApp.config.publicUrl,
    `198.51.100.${String(lastAddress)}`,
  );
};

const lookup = (browser: TestBrowser, token: string) =>
  browser.request({ method: 'POST', url: '/api/modemReturns/lookup', json: { token } });
const confirm = (browser: TestBrowser, token: string, deliveryAddress: unknown) =>
  browser.request({
    method: 'POST',
    url: '/api/modemReturns/confirm',
    json: { token, deliveryAddress },
  });
const messageOf = (response: LightMyRequestResponse) =>
  response.json<{ message: string }>().message;

const corrected = {
  address1: '5 Tōtara Lane',
  address2: null,
  address3: 'Grey Lynn',
  locationName: 'Auckland',
  postCode: '1021',
};

/** A fresh link for Aroha's account, through the development route, read from the outbox. */
async function issuedToken(browser: TestBrowser): Promise<string> {
  const issued = await browser.request({
    method: 'POST',
    url: '/api/dev/modemReturns',
    json: { accountCode: '30000001' },
  });
  expect(issued.statusCode).toBe(200);
  const [newest] = await testApp.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, 'aroha@example.nz'))
    .orderBy(desc(outbox.id))
    .limit(1);
  const body = newest?.body ?? '';
  const token = /confirm-delivery-address\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (token === undefined) throw new Error(`no link in ${body}`);
  expect(body).toContain(`${testApp.config.publicUrl}/confirm-delivery-address?token=`);
  return token;
}

describe('the seeded link', () => {
  it('shows the delivery address without sign-in, then confirms it once', async () => {
    const browser = stranger();
    const found = await lookup(browser, DEMO_MODEM_RETURN_TOKEN);
    expect(found.statusCode).toBe(200);
    const shown = modemReturnSchema.parse(found.json<{ data: unknown }>().data);
    expect(shown.status).toBe('Requested');
    expect(shown.deliveryAddress).toEqual({
      address1: '12 Kōwhai Street',
      address2: null,
      address3: 'Ponsonby',
      locationName: 'Auckland',
      postCode: '1011',
    });

    const confirmed = await confirm(browser, DEMO_MODEM_RETURN_TOKEN, shown.deliveryAddress);
    expect(confirmed.statusCode).toBe(200);
    expect(modemReturnSchema.parse(confirmed.json<{ data: unknown }>().data).status).toBe(
      'Confirmed',
    );

    const again = await lookup(browser, DEMO_MODEM_RETURN_TOKEN);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(MODEM_RETURN_MESSAGES.used);
    expect((await confirm(browser, DEMO_MODEM_RETURN_TOKEN, corrected)).statusCode).toBe(409);
  });
});

describe('a link issued for a return', () => {
  it('keeps only the token’s hash, and takes a corrected address', async () => {
    const browser = stranger();
    const token = await issuedToken(browser);
    const rows = await testApp.database.db
      .select()
      .from(modemReturns)
      .where(eq(modemReturns.tokenHash, hashLinkToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    const confirmed = await confirm(browser, token, { ...corrected, address1: ' 5 Tōtara Lane ' });
    expect(confirmed.statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(modemReturns)
      .where(eq(modemReturns.tokenHash, hashLinkToken(token)));
    expect(row).toMatchObject({ ...corrected, status: 'Confirmed' });
    expect(row?.usedAt).not.toBeNull();
    expect(row?.confirmedAt).not.toBeNull();
  });

  it.each([
    ['a three-digit post code', { ...corrected, postCode: '102' }, MODEM_RETURN_MESSAGES.postCode],
    ['no street', { ...corrected, address1: '  ' }, MODEM_RETURN_MESSAGES.address1],
    ['no town', { ...corrected, locationName: '' }, MODEM_RETURN_MESSAGES.locationName],
  ])('refuses %s with its message and leaves the link usable', async (_case, address, message) => {
    const browser = stranger();
    const token = await issuedToken(browser);
    const refused = await confirm(browser, token, address);
    expect(refused.statusCode).toBe(400);
    const { data } = refused.json<{ data: { fieldErrors: { message: string }[] } }>();
    expect(data.fieldErrors.map((error) => error.message)).toContain(message);
    expect((await lookup(browser, token)).statusCode).toBe(200);
  });

  it('says the same of an unknown and an expired link, and nothing else', async () => {
    const browser = stranger();
    const token = await issuedToken(browser);
    await testApp.database.db
      .update(modemReturns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(modemReturns.tokenHash, hashLinkToken(token)));
    const expired = await lookup(browser, token);
    const unknown = await lookup(browser, 'x'.repeat(43));
    expect(expired.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(expired)).toBe(MODEM_RETURN_MESSAGES.invalid);
    expect(expired.json<{ data: unknown }>().data).toEqual(unknown.json<{ data: unknown }>().data);
    expect((await confirm(browser, token, corrected)).statusCode).toBe(404);
  });
});

it('limits the calls one address makes to the open routes', async () => {
  const browser = stranger();
  const statuses: number[] = [];
  for (let call = 0; call <= MODEM_RETURN_CALLS_PER_WINDOW; call += 1) {
    statuses.push((await lookup(browser, 'y'.repeat(43))).statusCode);
  }
  expect(statuses.slice(0, MODEM_RETURN_CALLS_PER_WINDOW).every((status) => status === 404)).toBe(
    true,
  );
  const last = await lookup(browser, DEMO_MODEM_RETURN_TOKEN);
  expect(last.statusCode).toBe(429);
  expect(last.headers['retry-after']).toMatch(/^\d+$/);
  expect((await lookup(stranger(), 'y'.repeat(43))).statusCode).toBe(404);
});
