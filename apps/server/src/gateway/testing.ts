import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  gatewayTransactionSchema,
  type CreateGatewayTransaction,
  type GatewayTransaction,
} from '@portal/contracts';
import type { TestApp } from '../test/build-app';

/** The sandbox's test cards (demo-data.md), written as people type them. */
export const TEST_CARDS = {
  visaApproved: '4111 1111 1111 1111',
  mastercardApproved: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  amex: '3782 822463 10005',
} as const;

/** Every test card, for the scans that must not find any of them stored. */
export const ALL_TEST_CARD_NUMBERS: readonly string[] = Object.values(TEST_CARDS);

export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

export function merchantHeaders(testApp: TestApp, idempotencyKey?: string): Record<string, string> {
  return {
    authorization: `Bearer ${testApp.config.gateway.apiKey}`,
    ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
  };
}

export function transactionBody(
  overrides: Partial<CreateGatewayTransaction> = {},
): CreateGatewayTransaction {
  return {
    kind: 'Purchase',
    method: 'CreditCard',
    amount: 2500,
    merchantReference: `pay-${randomUUID().slice(0, 8)}`,
    merchantName: 'Harbour',
    callbackUrls: { approvedUrl: 'http://localhost:3000/onlinepayments' },
    ...overrides,
  };
}

export async function postTransaction(
  testApp: TestApp,
  body: CreateGatewayTransaction,
  idempotencyKey: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: 'POST',
    url: '/gateway/api/v1/transactions',
    headers: merchantHeaders(testApp, idempotencyKey),
    payload: body,
  });
}

/** A Pending transaction made through the merchant API, as the payments API would. */
export async function createTransaction(
  testApp: TestApp,
  overrides: Partial<CreateGatewayTransaction> = {},
): Promise<GatewayTransaction> {
  const response = await postTransaction(testApp, transactionBody(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return gatewayTransactionSchema.parse(response.json());
}

export function linkOf(transaction: GatewayTransaction, rel: string): string {
  const link = transaction.links.find((candidate) => candidate.rel === rel);
  if (link === undefined) throw new Error(`no ${rel} link`);
  return link.href;
}

export async function fetchTransaction(testApp: TestApp, id: string): Promise<GatewayTransaction> {
  const response = await testApp.app.inject({
    url: `/gateway/api/v1/transactions/${id}`,
    headers: merchantHeaders(testApp),
  });
  return gatewayTransactionSchema.parse(response.json());
}

/** A card as the hosted page's script sends it: Aroha's approved Visa unless changed. */
export function cardForm(change: Record<string, unknown> = {}) {
  return {
    cardholderName: 'Aroha Ngata',
    cardNumber: TEST_CARDS.visaApproved,
    expiryMonth: 8,
    expiryYear: NEXT_YEAR,
    cvc: '123',
    ...change,
  };
}

/** Posts a card to the transaction's ajaxSubmitCard link as the browser does: JSON, no credentials. */
export function submitCard(
  testApp: TestApp,
  transaction: GatewayTransaction,
  body: unknown,
): Promise<LightMyRequestResponse> {
  const href = new URL(linkOf(transaction, 'ajaxSubmitCard'));
  return testApp.app.inject({ method: 'POST', url: href.pathname, payload: body as object });
}

/** The hosted form's hidden CSRF token. */
export function formTokenOf(html: string): string {
  const match = /name="formToken" value="([^"]+)"/.exec(html);
  if (match?.[1] === undefined) throw new Error('no form token on the page');
  return match[1];
}
