import { z } from 'zod';
import {
  FORM_MESSAGES,
  isDateKey,
  isValidMobileNumber,
  normaliseMobileNumber,
  toNzDateKey,
} from '@portal/domain';
import type { PasswordPart } from '@portal/domain';
import {
  accountUserSchema,
  authorisedUserSchema,
  pendingUserSchema,
  salesPersonSchema,
  userSchema,
} from '../entities/identity';
import {
  accountCodeSchema,
  emailAddressSchema,
  isoDateTimeSchema,
  msisdnSchema,
} from '../entities/scalars';

/** GET /api/iam/Users/me: the signed-in identity with its claims, and its own name. */
export const currentUserSchema = userSchema
  .extend({
    firstName: z.string(),
    lastName: z.string(),
    email: emailAddressSchema,
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/salesPeople/me: only the name is used (spec section 3). */
export const currentSalesPersonSchema = salesPersonSchema;

/** Path of the calls on one identity: /iam/users/{id}/… */
export const userIdParamsSchema = z.strictObject({ id: z.guid() });
/** Path of the calls on one account: /iam/accounts/{code}/… */
export const accountCodeParamsSchema = z.strictObject({ accountCode: accountCodeSchema });
export const pendingUserParamsSchema = z.strictObject({
  accountCode: accountCodeSchema,
  id: z.guid(),
});

/** Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU. */
const passwordText = z.string().max(256);

/** PUT /api/iam/Users/{id}/password (spec section 7). */
export const changePasswordRequestSchema = z.strictObject({
  oldPassword: passwordText.min(1, 'Please enter your current password'),
  newPassword: passwordText,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/iam/calculatepasswordcomplexity: an absent password is sent as empty text (spec section 5). */
export const passwordComplexityRequestSchema = z.strictObject({ password: passwordText });
export type PasswordComplexityRequest = z.infer<typeof passwordComplexityRequestSchema>;

export const passwordPartSchema = z.enum([
  'length',
  'lowercase',
  'uppercase',
  'digit',
  'symbol',
] as const satisfies readonly PasswordPart[]);

export const passwordComplexitySchema = z
  .object({
    score: z.number().int().min(0).max(4).meta({ description: 'zxcvbn score, 0 (weakest) to 4' }),
    /** Score 3 or more, the spec's rule met, and not a commonly used password. */
    isAcceptable: z.boolean(),
    /** Parts of the spec's rule still missing, in a fixed order. */
    missingParts: z.array(passwordPartSchema),
    feedback: z.object({ warning: z.string().nullable(), suggestions: z.array(z.string()) }),
  })
  .meta({ id: 'PasswordComplexity' });
export type PasswordComplexity = z.infer<typeof passwordComplexitySchema>;

export const accountUsersSchema = z.array(accountUserSchema);
export const pendingUsersSchema = z.array(pendingUserSchema);

/**
 * POST /api/iam/users. Spec section 6 fixes what an added user gets: AccountRead on a single
 * Account claim, exposure level Customer, no welcome message. Anything else is refused
 * rather than silently changed, so the caller never believes it granted more.
 */
/** Our reading: an authorised user can speak for the account, so they are an adult. */
export const AUTHORISED_USER_MIN_AGE = 18;
const AUTHORISED_USER_MAX_AGE = 120;
export const DATE_OF_BIRTH_MESSAGES = {
  invalid: 'Please enter a valid date of birth',
  tooYoung: `An authorised user must be ${String(AUTHORISED_USER_MIN_AGE)} or older.`,
} as const;

const yearsBefore = (dateKey: string, years: number) =>
  `${String(Number(dateKey.slice(0, 4)) - years).padStart(4, '0')}${dateKey.slice(4)}`;

/**
 * The date-of-birth rule for an added authorised user, against today's date in New Zealand
 * (yyyy-mm-dd). Undefined when the date is fine.
 */
export function dateOfBirthError(dateOfBirth: string, today: string): string | undefined {
  if (!isDateKey(dateOfBirth) || dateOfBirth < yearsBefore(today, AUTHORISED_USER_MAX_AGE)) {
    return DATE_OF_BIRTH_MESSAGES.invalid;
  }
  if (dateOfBirth > yearsBefore(today, AUTHORISED_USER_MIN_AGE)) {
    return dateOfBirth > today ? DATE_OF_BIRTH_MESSAGES.invalid : DATE_OF_BIRTH_MESSAGES.tooYoung;
  }
  return undefined;
}

export const createUserRequestSchema = z.strictObject({
  ...authorisedUserSchema.shape,
  dateOfBirth: authorisedUserSchema.shape.dateOfBirth.superRefine((value, context) => {
    const message = dateOfBirthError(value, toNzDateKey(new Date()));
    if (message !== undefined) context.addIssue({ code: 'custom', message });
  }),
  poolKey: z.literal('customer'),
  sendWelcomeComm: z.literal(false),
  allowedExposureLevel: z.literal('Customer'),
  claims: z
    .array(
      z.strictObject({
        claimType: z.literal('Account'),
        claimValue: accountCodeSchema,
        roles: z.tuple([z.literal('AccountRead')]),
      }),
    )
    .length(1),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** DELETE /api/iam/users/{id}/claims?claimType=Account&claimValue={code}. */
export const deleteUserClaimQuerySchema = z.strictObject({
  claimType: z.literal('Account'),
  claimValue: accountCodeSchema,
});

const optionalPhone = (message: string) =>
  z
    .string()
    .transform(normaliseMobileNumber)
    .refine((value) => value === '' || isValidMobileNumber(value), message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * PUT /api/iam/users/{id}/contactDetails (body not shown in the spec): any of these, at least
 * one. An empty or null number clears it; names cannot be cleared.
 */
export const updateContactDetailsRequestSchema = z
  .strictObject({
    firstName: z.string().trim().min(1, FORM_MESSAGES.firstName).max(50).optional(),
    lastName: z.string().trim().min(1, FORM_MESSAGES.lastName).max(50).optional(),
    mobileNumber: optionalPhone(FORM_MESSAGES.mobileNumber),
    phoneNumber: optionalPhone(FORM_MESSAGES.phoneNumber),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one detail to change');
export type UpdateContactDetailsRequest = z.input<typeof updateContactDetailsRequestSchema>;

export const contactDetailsSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    mobileNumber: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  })
  .meta({ id: 'ContactDetails' });
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** GET /api/iam/AtgScp/Url?accountCode=…&targetUrl=…: the legacy portal's auto-login link. */
// A path on the older portal only, so the link cannot be turned into an open redirect.
const legacyTargetUrlSchema = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Must be a path on the older portal')
  .max(500);
export const legacyPortalUrlQuerySchema = z.strictObject({
  accountCode: accountCodeSchema,
  targetUrl: legacyTargetUrlSchema.optional(),
});
export const legacyPortalUrlSchema = z.object({ url: z.url() }).meta({ id: 'LegacyPortalUrl' });

/**
 * POST /api/iam/AtgScp/Token: the older portal, server to server with its own client
 * credentials, redeems the token of an auto-login link once, sending back the account
 * and target the link carried (`accountcode`, `targeturl`).
 */
export const legacyTokenRedeemRequestSchema = z.strictObject({
  token: z.string().min(20).max(200),
  accountCode: accountCodeSchema,
  targetUrl: legacyTargetUrlSchema,
});
export type LegacyTokenRedeemRequest = z.infer<typeof legacyTokenRedeemRequestSchema>;
/** Who the link was issued to, for the older portal to sign in. */
export const legacyTokenRedemptionSchema = z
  .object({
    userGuid: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    accountCode: accountCodeSchema,
    targetUrl: z.string(),
  })
  .meta({ id: 'LegacyTokenRedemption' });
export type LegacyTokenRedemption = z.infer<typeof legacyTokenRedemptionSchema>;

/** PKCE S256 challenge: base64url of a SHA-256, 43 characters. */
const codeChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Must be an S256 code challenge');

/**
 * Seconds before another code may be sent to the same number: the server refuses sooner
 * (429), and the page counts them down before offering a resend.
 */
export const REGISTER_NUMBER_RESEND_SECONDS = 60;

/** POST /api/iam/registerNumber/initiate (spec sections 4 and 7). */
export const registerNumberInitiateRequestSchema = z.strictObject({
  mobileNumber: msisdnSchema,
  poolKey: z.literal('customer'),
  otpInitiateRequest: z.strictObject({
    client_id: z.string().min(1).max(100),
    scope: z.literal('openid'),
    login_hint: msisdnSchema,
    grant_type: z.string().min(1).max(200),
    code_challenge: codeChallenge,
    code_challenge_method: z.literal('S256').optional(),
  }),
});
export type RegisterNumberInitiateRequest = z.infer<typeof registerNumberInitiateRequestSchema>;

export const registerNumberInitiateSchema = z
  .object({ userGuid: z.guid(), mobileNumber: msisdnSchema, lastOtpSentTime: isoDateTimeSchema })
  .meta({ id: 'RegisterNumberInitiated' });
export type RegisterNumberInitiated = z.infer<typeof registerNumberInitiateSchema>;

/** POST /api/iam/registerNumber/verify: the code from the SMS and the verifier kept by the client. */
export const registerNumberVerifyRequestSchema = z.strictObject({
  userGuid: z.guid(),
  mobileNumber: msisdnSchema,
  poolKey: z.literal('customer'),
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
  codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Must be a PKCE code verifier'),
});
export type RegisterNumberVerifyRequest = z.infer<typeof registerNumberVerifyRequestSchema>;

export const registeredNumberSchema = z
  .object({ accountCode: accountCodeSchema, mobileNumber: msisdnSchema })
  .meta({ id: 'RegisteredNumber' });

/** Texts both sides rely on: the SPA puts the wrong-password answer under its field. */
export const PASSWORD_MESSAGES = {
  changed: 'Your password has been changed.',
  otherDevicesSignedOut:
    'Every other device signed in to your account has been signed out. This one stays signed in.',
  wrongOldPassword: 'Your current password is not correct.',
} as const;

/** Spec section 8's user messages (its exact wording not shown, so ours); both sides use them. */
export const USER_MESSAGES = {
  added: 'The user has been added.',
  removed: (name: string) => `${name} has been removed.`,
  invitationWithdrawn: (name: string) => `The invitation for ${name} has been withdrawn.`,
  /** Spec section 8, word for word. */
  notSaved: "We could not save the user's details.",
  notRemoved: (name: string) => `${name} could not be removed.`,
} as const;
