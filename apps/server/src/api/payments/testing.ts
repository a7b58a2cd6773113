import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { submitCardResultSchema, type GatewayLink, type SubmitCardResult } from '@portal/contracts';
import { accountTransactions, payments } from '../../db/schema';
import { poolOf } from '../../../../../test-support/personas';
import type { TestApp } from '../../test/build-app';
import { signInThroughSession } from '../../test/sign-in-through-session';
import { TestBrowser } from '../../test/test-browser';

/** The sandbox's test cards (docs/demo-data.md), as people type them. */
export const CARDS = {
  visaApproved: '4111 1111 1111 1111',
  mastercardApproved: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  amex: '3782 822463 10005',
} as const;

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  json?: unknown;
  /** An Idempotency-Key; a fresh one is made for money-moving calls when left out. */
  key?: string;
}

export type Person = (request: Call) => Promise<LightMyRequestResponse>;

/** A person's calls through their browser, with the Idempotency-Key a call names. */
function person(browser: TestBrowser): Person {
  return (request) =>
    browser.request({
      method: request.method ?? 'GET',
      url: request.url,
      ...(request.json === undefined ? {} : { json: request.json }),
      ...(request.key === undefined ? {} : { headers: { 'idempotency-key': request.key } }),
    });
}

/** Signs someone in through the session and the identity provider, as the SPA does. */
export async function signIn(testApp: TestApp, email: string): Promise<Person> {
  const pool = poolOf(email);
  const { browser } = await signInThroughSession(testApp, email, {
    pool,
    destinationUrl: pool === 'StaffIdentity' ? '/management' : '/',
  });
  return person(browser);
}

export function anonymous(testApp: TestApp): Person {
  return person(new TestBrowser(testApp.app, testApp.config.publicUrl));
}

export const newKey = () => `test-${randomUUID()}`;

export function dataOf<T>(response: LightMyRequestResponse, schema: z.ZodType<T>): T {
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${String(response.statusCode)}: ${response.body}`);
  }
  return schema.parse(response.json<{ data: unknown }>().data);
}

export function messageOf(response: LightMyRequestResponse): string | null {
  return response.json<{ message: string | null }>().message;
}

/**
 * Posts a card to the gateway's ajaxSubmitCard link, as the browser does (straight to the
 * gateway, never through the payments API).
 */
export async function submitCard(
  testApp: TestApp,
  links: GatewayLink[],
  cardNumber: string,
): Promise<SubmitCardResult> {
  const link = links.find((candidate) => candidate.rel === 'ajaxSubmitCard');
  if (link === undefined) throw new Error('no ajaxSubmitCard link');
  const target = new URL(link.href, testApp.config.publicUrl);
  const response = await testApp.app.inject({
    method: 'POST',
    url: target.pathname + target.search,
    headers: { host: target.host, 'content-type': 'application/json' },
    payload: JSON.stringify({
      cardholderName: 'A R NGATA',
      cardNumber,
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 2,
      cvc: cardNumber.startsWith('37') ? '1234' : '123',
    }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`card submit: ${String(response.statusCode)} ${response.body}`);
  }
  return submitCardResultSchema.parse(response.json());
}

/**
 * Opens the gateway's hosted page (card form or sandbox bank) in a fresh browser and presses
 * one of its buttons; answers where the gateway sends the browser.
 */
export async function pressOnHostedPage(
  testApp: TestApp,
  links: GatewayLink[],
  action: 'bank' | 'cancel',
  form: Record<string, string> = {},
): Promise<URL> {
  const link = links.find((candidate) => candidate.rel === 'hostedPage');
  if (link === undefined) throw new Error('no hostedPage link');
  const browser = new TestBrowser(testApp.app, testApp.config.publicUrl);
  const page = await browser.request({ url: link.href });
  if (page.statusCode !== 200) throw new Error(`hosted page: ${String(page.statusCode)}`);
  const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
  if (formToken === undefined) throw new Error('no form token on the hosted page');
  const pagePath = new URL(link.href, testApp.config.publicUrl).pathname;
  const pressed = await browser.request({
    method: 'POST',
    url: `${pagePath}/${action}`,
    form: { formToken, ...form },
  });
  const location = pressed.headers.location;
  if (typeof location !== 'string') throw new Error(`no redirect: ${String(pressed.statusCode)}`);
  return new URL(location, testApp.config.publicUrl);
}

/** The account's balance as the ledger has it now (positive = owing), read straight from the table. */
export async function ledgerBalance(testApp: TestApp, accountCode: string): Promise<number> {
  const [last] = await testApp.database.db
    .select({ balance: accountTransactions.balanceAfterCents })
    .from(accountTransactions)
    .where(eq(accountTransactions.accountCode, accountCode))
    .orderBy(desc(accountTransactions.occurredAt), desc(accountTransactions.id))
    .limit(1);
  return last?.balance ?? 0;
}

export async function ledgerEntriesOf(testApp: TestApp, paymentId: string) {
  return testApp.database.db
    .select()
    .from(accountTransactions)
    .where(eq(accountTransactions.paymentId, paymentId));
}

export async function paymentRowsOf(testApp: TestApp, accountCode: string) {
  return testApp.database.db.select().from(payments).where(eq(payments.accountCode, accountCode));
}
