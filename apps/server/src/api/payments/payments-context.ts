import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { GatewayClient } from './gateway-client';

/** What the payment use cases need: the database, configuration and the gateway over HTTP. */
export interface PaymentsContext {
  db: Db;
  config: Config;
  gateway: GatewayClient;
}

/** Where the gateway sends the browser back, whatever the outcome (spec: /onlinepayments). */
export function onlinePaymentsUrl(config: Config): string {
  return `${config.publicUrl}/onlinepayments`;
}
