import { z } from 'zod';
import { isoDateTimeSchema } from '../entities/scalars';

/*
 * The text-message provider's API, as the sandbox module serves it at /sms-sandbox/api/v1
 * and as the portal's delivery job calls it. A real provider's adapter maps its own API
 * onto these shapes. Calls carry `Authorization: Bearer {SMS_API_KEY}` and an
 * `Idempotency-Key`; the provider reports each message's fate to `statusCallback` in a
 * request signed with the same key (X-Sms-Timestamp, X-Sms-Signature).
 */

/** What a provider says of a message: taken, then delivered or not. */
export const smsStatusSchema = z.enum(['accepted', 'delivered', 'undeliverable']);
export type SmsStatus = z.infer<typeof smsStatusSchema>;

/** POST /sms-sandbox/api/v1/messages */
export const sendSmsSchema = z.strictObject({
  /** A New Zealand mobile number as the portal keeps it (021…, 022…, 027…). */
  to: z.string().regex(/^0[0-9]{8,10}$/),
  body: z.string().min(1).max(1600),
  /** The sender's own reference, given back in the delivery report. */
  reference: z.string().min(1).max(100),
  statusCallback: z.url(),
});
export type SendSms = z.infer<typeof sendSmsSchema>;

export const smsMessageSchema = z.object({
  id: z.string().min(1),
  to: z.string(),
  reference: z.string(),
  status: smsStatusSchema,
  createdAt: isoDateTimeSchema,
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

/** The body of a delivery report the provider posts to the message's statusCallback. */
export const smsDeliveryReportSchema = z.object({
  id: z.string().min(1),
  reference: z.string().min(1),
  status: z.enum(['delivered', 'undeliverable']),
  reportedAt: isoDateTimeSchema,
});
export type SmsDeliveryReport = z.infer<typeof smsDeliveryReportSchema>;
