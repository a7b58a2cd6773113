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
