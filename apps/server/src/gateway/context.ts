import type { Db } from '../db/client';
import type { GatewayKeys } from './keys';

/** What the gateway's operations need; built once when the module is mounted. */
export interface GatewayContext {
  db: Db;
  keys: GatewayKeys;
  /** Absolute base URL of the gateway as browsers reach it, e.g. https://portal.example/gateway. */
  baseUrl: string;
  /** Whether cookies must be Secure (the public URL is https). */
  secureCookies: boolean;
}

/** A hosted page or card submit is possible this long after the transaction was created. */
export const TRANSACTION_TTL_MS = 30 * 60 * 1000;

/** Shown on the hosted page when the merchant did not name itself. */
export const DEFAULT_MERCHANT_NAME = 'Sandbox Merchant';
