import { randomInt } from 'node:crypto';
import { createCorrelationId as formatCorrelationId } from '@portal/domain';

/** Prefix of ids the server makes for requests that arrive without one. */
export const SERVER_CORRELATION_PREFIX = 'SRV';

export function createCorrelationId(now: Date = new Date()): string {
  return formatCorrelationId(SERVER_CORRELATION_PREFIX, now, randomInt);
}
