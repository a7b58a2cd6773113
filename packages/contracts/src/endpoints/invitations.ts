import { z } from 'zod';
import { accountCodeSchema, emailAddressSchema, isoDateTimeSchema } from '../entities/scalars';

/*
 * Taking up an invitation to an account (spec sections 1, 6 and 7: added authorised users).
 * The owner's invitation goes by email with a single-use link; the page it opens,
 * /invitation, is open without sign-in. The spec shows no calls for it; ours are
 * POST /invitations/lookup, /invitations/accept-new-login and /invitations/accept, the
 * token in the body so it stays out of URLs and logs.
 */

/** How long an invitation's link works. */
export const INVITATION_TTL_DAYS = 7;
/** How long after its link expires an invitation nobody took up is kept (the owner can resend it). */
export const EXPIRED_INVITATION_KEPT_DAYS = 30;

export const INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid. Please check you used the whole link.',
  used: 'This invitation has already been accepted.',
  withdrawn: 'This invitation was withdrawn by the account owner.',
  replaced: 'A newer invitation has been sent. Please use the link in the latest email.',
  expired: 'This invitation has expired. Please ask the account owner to send a new one.',
  tooMany: 'Too many attempts. Please try again later.',
  hasLogIn: 'You already have a log-in with this email. Please sign in to accept.',
  alreadyHolder: 'You already have access to this account.',
  staffCannotAccept: 'Staff log-ins cannot take up a customer invitation.',
  accepted: (accountName: string) => `You can now see ${accountName}.`,
  logInCreated: 'Your log-in is ready. Sign in to see the account.',
  resent: (name: string) => `A new invitation has been sent to ${name}.`,
} as const;

/** URL-safe base64 of 32 random bytes; anything else is refused before a lookup. */
export const invitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, INVITATION_MESSAGES.invalid);

export const invitationTokenRequestSchema = z.strictObject({ token: invitationTokenSchema });
export type InvitationTokenRequest = z.infer<typeof invitationTokenRequestSchema>;

/** What the invitee is shown before taking it up: who asked, to what, and what it gives. */
export const invitationSchema = z
  .object({
    accountCode: accountCodeSchema,
    accountName: z.string(),
    inviterName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: emailAddressSchema,
    expiresAt: isoDateTimeSchema,
    /** A customer log-in with the invited email exists: the invitee signs in rather than creating one. */
    hasLogIn: z.boolean(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /invitations/accept-new-login: the invitee's new log-in, its email the invited one. */
export const acceptWithNewLogInRequestSchema = z.strictObject({
  token: invitationTokenSchema,
  // Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU.
  password: z.string().max(256),
});
export type AcceptWithNewLogInRequest = z.infer<typeof acceptWithNewLogInRequestSchema>;

/** The account the invitee can now see. */
export const acceptedInvitationSchema = z
  .object({ accountCode: accountCodeSchema, accountName: z.string() })
  .meta({ id: 'AcceptedInvitation' });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
