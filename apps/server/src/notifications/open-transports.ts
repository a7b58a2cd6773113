import type { FastifyBaseLogger } from 'fastify';
import { brandName } from '@portal/domain';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ModuleFetch } from '../platform/module-fetch';
import { startMailSink } from './dev-mail-sink';
import { smsClient } from './sms-client';
import { smtpTransport, type EmailTransport, type MessageTransports } from './transports';

/** In production without SMTP_URL no email can leave: each try fails and says why. */
const noEmail: EmailTransport = {
  send: () => Promise.reject(new Error('SMTP_URL is not set: no email can be sent.')),
  close: () => undefined,
};

/**
 * The channels messages leave by: SMTP to SMTP_URL (or, outside production without one,
 * to the development SMTP server on loopback), and the text-message provider's API at
 * SMS_URL, whose delivery reports come to the webhook (sms-reports-route.ts).
 */
export async function openMessageTransports(
  config: Config,
  db: Db,
  fetch: ModuleFetch,
  log: FastifyBaseLogger,
): Promise<{ transports: MessageTransports; close(): Promise<void> }> {
  const sink =
    config.mail.smtpUrl === null && !config.isProduction ? await startMailSink(db) : null;
  const smtpUrl = config.mail.smtpUrl ?? sink?.url ?? null;
  if (smtpUrl === null) log.error('SMTP_URL is not set: email will not be sent');
  const email = smtpUrl === null ? noEmail : smtpTransport(smtpUrl);
  const sms = smsClient(config, fetch);
  return {
    transports: {
      email,
      sms,
      from: `"${brandName(config.brand)}" <${config.mail.from}>`,
    },
    close: async () => {
      email.close();
      await sink?.close();
    },
  };
}
