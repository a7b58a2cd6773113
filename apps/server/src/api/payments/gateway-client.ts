import type { z } from 'zod';
import {
  gatewayTransactionSchema,
  type ChargeGatewayToken,
  type CreateGatewayTransaction,
  type GatewayTransaction,
} from '@portal/contracts';
import type { Config } from '../../config';
import { AppError } from '../../platform/app-error';
import type { ModuleFetch } from '../../platform/module-fetch';

export const GATEWAY_UNAVAILABLE_MESSAGE =
  'We could not reach the payment service. Please try again later.';

/** The card and online-banking gateway's merchant API, reached over HTTP only. */
export interface GatewayClient {
  createTransaction(
    idempotencyKey: string,
    body: CreateGatewayTransaction,
  ): Promise<GatewayTransaction>;
  getTransaction(transactionGuid: string): Promise<GatewayTransaction>;
  chargeToken(
    token: string,
    idempotencyKey: string,
    body: ChargeGatewayToken,
  ): Promise<GatewayTransaction>;
  /** Asks the gateway to forget a card; one it no longer knows counts as forgotten. */
  forgetToken(token: string): Promise<void>;
}

function unavailable(logMessage: string, cause?: unknown): AppError {
  return new AppError({
    code: 'gateway_unavailable',
    statusCode: 502,
    title: 'Bad Gateway',
    message: GATEWAY_UNAVAILABLE_MESSAGE,
    logMessage,
    ...(cause === undefined ? {} : { cause }),
  });
}

/** The gateway may answer bare or in the portal's envelope; either way the contract decides. */
function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const inner =
    body !== null && typeof body === 'object' && 'success' in body && 'data' in body
      ? (body as { data: unknown }).data
      : body;
  const parsed = schema.safeParse(inner);
  if (!parsed.success) throw unavailable(`gateway ${what}: answer does not match the contract`);
  return parsed.data;
}

export function createGatewayClient(config: Config, fetch: ModuleFetch): GatewayClient {
  const base = `${config.gateway.url}/api/v1`;

  async function call(
    what: string,
    path: string,
    init: { method: 'GET' | 'POST'; idempotencyKey?: string; body?: unknown },
  ): Promise<GatewayTransaction> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${config.gateway.apiKey}`,
          accept: 'application/json',
          ...(init.idempotencyKey === undefined ? {} : { 'idempotency-key': init.idempotencyKey }),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    } catch (error) {
      throw unavailable(`gateway ${what}: request failed`, error);
    }
    if (response.status === 404) {
      throw AppError.notFound('There is no such payment.', 'gateway_transaction_not_found');
    }
    if (!response.ok) {
      throw unavailable(`gateway ${what}: status ${String(response.status)}`);
    }
    return parseAnswer(gatewayTransactionSchema, await response.json(), what);
  }

  async function forgetToken(token: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(`${base}/tokens/${encodeURIComponent(token)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${config.gateway.apiKey}` },
      });
    } catch (error) {
      throw unavailable('gateway forget token: request failed', error);
    }
    if (!response.ok && response.status !== 404) {
      throw unavailable(`gateway forget token: status ${String(response.status)}`);
    }
  }

  return {
    forgetToken,
    createTransaction: (idempotencyKey, body) =>
      call('create transaction', '/transactions', { method: 'POST', idempotencyKey, body }),
    getTransaction: (transactionGuid) =>
      call('get transaction', `/transactions/${encodeURIComponent(transactionGuid)}`, {
        method: 'GET',
      }),
    chargeToken: (token, idempotencyKey, body) =>
      call('charge token', `/tokens/${encodeURIComponent(token)}/transactions`, {
        method: 'POST',
        idempotencyKey,
        body,
      }),
  };
}
