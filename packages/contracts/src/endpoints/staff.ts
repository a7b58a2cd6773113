import { z } from 'zod';
import { accountCodeSchema } from '../entities/scalars';

/** POST /api/iam/staffAccess: a sales person asks to open an account as its customer. */
export const staffAccessRequestSchema = z.strictObject({ accountCode: accountCodeSchema });
export const staffAccessLinkSchema = z
  .object({
    /** Portal path with a single-use, one-minute staff token: /auto-login?staffToken=…&accountCode=… */
    url: z.string().startsWith('/auto-login?'),
  })
  .meta({ id: 'StaffAccessLink' });

/** GET /api/staff/accounts?query=: accounts found by code, name, email or phone. */
export const accountSearchQuerySchema = z.object({ query: z.string().trim().min(2).max(100) });
export const accountSearchResultSchema = z
  .object({
    accountCode: accountCodeSchema,
    accountName: z.string(),
    ownerName: z.string(),
    billingEmail: z.string().nullable(),
    businessGroup: z.string().nullable(),
    dateCancelled: z.string().nullable(),
  })
  .meta({ id: 'AccountSearchResult' });
export type AccountSearchResult = z.infer<typeof accountSearchResultSchema>;

/** GET /api/staff/accounts/{accountCode}/auditTrail?page=&pageSize=: newest first. */
export const auditTrailQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type AuditTrailQuery = z.input<typeof auditTrailQuerySchema>;

/** One thing that happened to an account: who did it, when, in words for staff. */
export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    /** The recorded action (staff-change, password-changed, order-placed, …). */
    action: z.string(),
    description: z.string(),
    /** The sales person's or customer's name; null when no person is recorded. */
    actorName: z.string().nullable(),
    isStaff: z.boolean(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditTrailSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AuditTrail' });
export type AuditTrail = z.infer<typeof auditTrailSchema>;

/**
 * POST /api/staff/secondFactorResets: a staff member resets a colleague's second factor
 * (never their own), saying why; the colleague enrols again at their next sign-in.
 */
export const secondFactorResetRequestSchema = z.strictObject({
  /** The colleague's staff log-in. */
  email: z.string().trim().min(3).max(320),
  reason: z.string().trim().min(5, 'Please say why, in a few words.').max(500),
});
export type SecondFactorResetRequest = z.infer<typeof secondFactorResetRequestSchema>;
export const secondFactorResetSchema = z
  .object({ email: z.string(), name: z.string(), resetAt: z.string() })
  .meta({ id: 'SecondFactorReset' });
export type SecondFactorReset = z.infer<typeof secondFactorResetSchema>;
