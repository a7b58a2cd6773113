import { z } from 'zod';
import { accountCodeSchema } from '../entities/scalars';

/**
 * Your data on demand (issue 30, decision 059): a person's archive of what the portal holds
 * about them, and their requests to correct it (Privacy Act 2020 IPP 6 and 7).
 */

export const dataExportStateSchema = z.enum(['preparing', 'ready', 'failed', 'expired']);

export const dataExportSchema = z.object({
  id: z.guid(),
  state: dataExportStateSchema,
  requestedAt: z.iso.datetime({ offset: true }),
  readyAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportParamsSchema = z.strictObject({ id: z.guid(), exportId: z.guid() });

export const correctionRequestBodySchema = z.strictObject({
  what: z
    .string()
    .trim()
    .min(1, 'Please tell us what is wrong')
    .max(500, 'Please keep this to 500 characters'),
  correction: z
    .string()
    .trim()
    .min(1, 'Please tell us what it should say')
    .max(1000, 'Please keep this to 1000 characters'),
  accountCode: accountCodeSchema.optional(),
});

export const correctionRequestSchema = z.object({
  id: z.guid(),
  accountCode: z.string().nullable(),
  what: z.string(),
  correction: z.string(),
  receivedOn: z.iso.date(),
  dueOn: z.iso.date(),
  /** Working days until the due day (0 = due today); below zero, overdue by that many. */
  workingDaysLeft: z.number().int(),
  state: z.enum(['open', 'closed']),
  reply: z.string().nullable(),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

/** A request as staff see it: with who asked. */
export const staffCorrectionRequestSchema = correctionRequestSchema.extend({
  personName: z.string(),
  personEmail: z.string(),
});
export type StaffCorrectionRequest = z.infer<typeof staffCorrectionRequestSchema>;

export const correctionRequestIdParamsSchema = z.strictObject({ requestId: z.guid() });

export const closeCorrectionRequestBodySchema = z.strictObject({
  reply: z
    .string()
    .trim()
    .min(1, 'Please write the reply the customer will read')
    .max(1000, 'Please keep this to 1000 characters'),
});
