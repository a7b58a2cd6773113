import { z } from 'zod';

/**
 * Who touched my account (issue 29, decision 053): a person's own sign-ins and open
 * sign-ins (GET /iam/Users/{id}/signIns, …/sessions), and the staff openings of an account
 * with what was changed during each (GET /accounts/{accountCode}/staffOpenings).
 */
/** As entities/scalars' isoDateTimeSchema; not imported, so the web's chunks stay as they were. */
const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const signInMethodSchema = z.enum(['pwd', 'webauthn']);

export const signInSchema = z.object({
  at: isoDateTimeSchema,
  /** From the login's `amr`: a password, or a passkey. */
  method: signInMethodSchema,
  browser: z.string(),
  device: z.string(),
  /** The network it came from (`203.0.113.x`), never the whole address; null when unknown. */
  network: z.string().nullable(),
});
export type SignIn = z.infer<typeof signInSchema>;

export const signInsSchema = z.object({
  signIns: z.array(signInSchema),
  /** How far back the list goes: rows older are deleted. */
  keptMonths: z.number().int().positive(),
});
export type SignIns = z.infer<typeof signInsSchema>;

export const openSessionSchema = z.object({
  /** Opaque: what DELETE …/sessions/{sessionId} takes. */
  id: z.string(),
  signedInAt: isoDateTimeSchema,
  method: signInMethodSchema.nullable(),
  browser: z.string().nullable(),
  device: z.string().nullable(),
  /** The session this request came from. */
  isCurrent: z.boolean(),
});
export type OpenSession = z.infer<typeof openSessionSchema>;

export const openSessionsSchema = z.object({ sessions: z.array(openSessionSchema) });
export type OpenSessions = z.infer<typeof openSessionsSchema>;

export const sessionParamsSchema = z.strictObject({
  id: z.guid(),
  sessionId: z.string().min(1).max(200),
});

/** "Sign out everywhere else" says what it does, so a stray POST cannot do it. */
export const endOtherSessionsRequestSchema = z.strictObject({ keep: z.literal('this-session') });

export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

export const staffOpeningSchema = z.object({
  id: z.string(),
  openedAt: isoDateTimeSchema,
  salesPersonName: z.string(),
  /** What was changed while it was open, in plain words, oldest first. */
  changes: z.array(z.object({ at: isoDateTimeSchema, description: z.string() })),
});
export type StaffOpening = z.infer<typeof staffOpeningSchema>;

export const staffOpeningsSchema = z.object({
  openings: z.array(staffOpeningSchema),
  keptMonths: z.number().int().positive(),
});
export type StaffOpenings = z.infer<typeof staffOpeningsSchema>;
