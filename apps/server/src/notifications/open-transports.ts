import type { FastifyBaseLogger } from 'fastify';
import { brandName } from '@portal/domain';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { recordSmsReport } from './deliver-messages';
import { startMailSink } from './dev-mail-sink';
import { sandboxSmsProvider } from './sandbox-sms';
import { smtpTransport, type EmailTransport, type MessageTransports } from './transports';

/** In production without SMTP_URL no email can leave: each try fails and says why. */
const noEmail: EmailTransport = {
  send: () => Promise.reject(new Error('SMTP_URL is not set: no email can be sent.')),
  close: () => undefined,
};

/**
 * The channels messages leave by: SMTP to SMTP_URL (or, outside production without one,
 * to the development SMTP server on loopback), and the text-message provider, whose
 * delivery reports are kept on each message.
 */
export async function openMessageTransports(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): Promise<{ transports: MessageTransports; close(): Promise<void> }> {
  const sink =
    config.mail.smtpUrl === null && !config.isProduction ? await startMailSink(db) : null;
  const smtpUrl = config.mail.smtpUrl ?? sink?.url ?? null;
  if (smtpUrl === null) log.error('SMTP_URL is not set: email will not be sent');
  const email = smtpUrl === null ? noEmail : smtpTransport(smtpUrl);
  const sms = sandboxSmsProvider(db);
  sms.onReport((providerMessageId, status) => {
    recordSmsReport(db, providerMessageId, status).catch((error: unknown) => {
      log.warn({ err: error }, 'could not keep a delivery report');
    });
  });
  return {
    transports: {
      email,
      sms,
      from: `"${brandName(config.brand)}" <${config.mail.from}>`,
    },
    close: async () => {
      email.close();
      sms.close();
      await sink?.close();
    },
  };
}
