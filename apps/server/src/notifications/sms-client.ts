import { smsMessageSchema, type SendSms } from '@portal/contracts';
import type { Config } from '../config';
import type { ModuleFetch } from '../platform/module-fetch';
import type { SmsProvider } from './transports';

/** Where the provider posts delivery reports: the portal's webhook (delivery-reports.ts). */
export const SMS_REPORTS_PATH = '/webhooks/sms-delivery-reports';

/**
 * The text-message provider's API over HTTP (SMS_URL, the sandbox module by default), with
 * the API key and an Idempotency-Key per message, so a retried send is one message.
 * Anything but an accepted message is an error, which the delivery job retries.
 */
export function smsClient(config: Config, fetch: ModuleFetch): SmsProvider {
  return {
    async send({ to, text, reference, idempotencyKey }) {
      const body: SendSms = {
        to,
        body: text,
        reference,
        statusCallback: `${config.publicUrl}${SMS_REPORTS_PATH}`,
      };
      const response = await fetch(`${config.sms.url}/api/v1/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.sms.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        throw new Error(`The text-message provider answered ${String(response.status)}.`);
      }
      const message = smsMessageSchema.safeParse(await response.json());
      if (!message.success) throw new Error('The text-message provider answered in another shape.');
      return { providerMessageId: message.data.id };
    },
  };
}
