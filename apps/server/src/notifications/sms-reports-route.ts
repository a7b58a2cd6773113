import type { FastifyInstance } from 'fastify';
import { smsDeliveryReportSchema } from '@portal/contracts';
import type { Db } from '../db/client';
import { AppError } from '../platform/app-error';
import {
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_TIMESTAMP_HEADER,
  isSignedCallback,
} from '../platform/signed-callback';
import { recordSmsReport } from './deliver-messages';
import { SMS_REPORTS_PATH } from './sms-client';

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The text-message provider's delivery reports (its webhook): each signed with the API key
 * over its timestamp and raw body, five minutes fresh at most. A report for a message the
 * portal does not have yet answers 404, so the provider tries again.
 */
export function smsReportRoutes(db: Db, apiKey: string) {
  return (app: FastifyInstance) => {
    // The signature covers the bytes as sent: keep them, and parse only once they are checked.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    app.post(SMS_REPORTS_PATH, { bodyLimit: 4096 }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signed = isSignedCallback(
        apiKey,
        raw,
        header(request.headers[CALLBACK_TIMESTAMP_HEADER]),
        header(request.headers[CALLBACK_SIGNATURE_HEADER]),
      );
      if (!signed) {
        throw AppError.unauthorized('The report is not signed by the provider.', 'bad_signature');
      }
      const report = smsDeliveryReportSchema.safeParse(JSON.parse(raw));
      if (!report.success) throw AppError.badRequest('The report is not in the agreed shape.');
      const { id, reference, status } = report.data;
      const known = await recordSmsReport(db, { reference, providerMessageId: id, status });
      if (!known) throw AppError.notFound('There is no such message.', 'message_not_found');
      return reply.code(204).send();
    });
  };
}
