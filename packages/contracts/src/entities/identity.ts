import { z } from 'zod';
import {
  accountCodeSchema,
  emailAddressSchema,
  isoDateSchema,
  isoDateTimeSchema,
  nzPhoneNumberSchema,
} from './scalars';

export const poolKeySchema = z.enum(['customer', 'StaffIdentity']);
export type PoolKey = z.infer<typeof poolKeySchema>;

export const claimTypeSchema = z.enum(['Account', 'Line', 'MerlinAccount']);
export type ClaimType = z.infer<typeof claimTypeSchema>;

/** Only these two roles are named by the spec; AccountRead is what an added authorised user gets. */
export const roleSchema = z.enum(['AccountOwner', 'AccountRead']);
export type Role = z.infer<typeof roleSchema>;

export const claimSchema = z
  .object({
    claimType: claimTypeSchema,
    claimValue: z.string().min(1),
    roles: z.array(roleSchema),
  })
  .meta({ id: 'Claim' });
export type Claim = z.infer<typeof claimSchema>;

export const userSchema = z
  .object({
    userGuid: z.guid(),
    poolKey: poolKeySchema,
    claims: z.array(claimSchema),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** The identity's own name and email (section 3 "identity firstName, lastName, email"). */
export const userInfoSchema = z
  .object({
    userGuid: z.guid(),
    firstName: z.string(),
    lastName: z.string(),
    email: emailAddressSchema,
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof userInfoSchema>;

export const authorisedUserSchema = z
  .object({
    firstName: z.string().trim().min(1).max(50),
    lastName: z.string().trim().min(1).max(50),
    dateOfBirth: isoDateSchema,
    email: emailAddressSchema,
    mobileNumber: nzPhoneNumberSchema,
  })
  .meta({ id: 'AuthorisedUser' });
export type AuthorisedUser = z.infer<typeof authorisedUserSchema>;

/** Users listed on an account; fields are not shown in the spec, so these are our choice. */
export const accountUserSchema = z
  .object({
    userGuid: z.guid(),
    firstName: z.string(),
    lastName: z.string(),
    email: emailAddressSchema,
    mobileNumber: z.string().nullable(),
    roles: z.array(roleSchema),
  })
  .meta({ id: 'AccountUser' });
export type AccountUser = z.infer<typeof accountUserSchema>;

/** An invited user who has not finished signing up; fields not shown in the spec. */
export const pendingUserSchema = z
  .object({
    id: z.string().min(1),
    firstName: z.string(),
    lastName: z.string(),
    email: emailAddressSchema,
    invitedAt: isoDateTimeSchema,
    /** When the invitation's link stops working; after it the owner may send a new one. */
    expiresAt: isoDateTimeSchema,
  })
  .meta({ id: 'PendingUser' });
export type PendingUser = z.infer<typeof pendingUserSchema>;

export const salesPersonSchema = z.object({ name: z.string().min(1) }).meta({ id: 'SalesPerson' });
export type SalesPerson = z.infer<typeof salesPersonSchema>;

/** Token endpoint response, snake_case as OpenID Connect sends it. */
export const identityTokenResponseSchema = z
  .object({
    id_token: z.string().min(1),
    access_token: z.string().min(1),
    expires_in: z.number().int().positive().meta({ description: 'Seconds' }),
    // A refresh_token grant may keep the old refresh token and omit this.
    refresh_token: z.string().min(1).optional(),
  })
  .meta({ id: 'IdentityTokenResponse' });
export type IdentityTokenResponse = z.infer<typeof identityTokenResponseSchema>;

export const tokenDetailsSchema = z.object({
  // A staff auto-login session holds only an access token.
  idToken: z.string().nullable(),
  accessToken: z.string().min(1),
  refreshToken: z.string().nullable(),
  expiresIn: z.number().int().nullable().meta({
    description:
      'When the access token expires, epoch milliseconds; recomputed from expires_in each time tokens are saved',
  }),
});
export type TokenDetails = z.infer<typeof tokenDetailsSchema>;

const sessionSharedShape = {
  isAutoLogin: z.boolean(),
  destinationUrl: z.string().nullable(),
  accountCode: accountCodeSchema.nullable(),
  isStaff: z.boolean(),
  salesPersonName: z.string().nullable(),
};

/** Server-side only: held by the session module, keyed by the session cookie. */
export const sessionUserSchema = z
  .object({
    ...sessionSharedShape,
    codeVerifier: z.string().nullable(),
    tokenDetails: tokenDetailsSchema.nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * What the browser may read of its session. Strict, so a token or the PKCE verifier
 * cannot slip into a response by spreading the server-side object.
 */
export const sessionViewSchema = z
  .strictObject({
    ...sessionSharedShape,
    isLoggedIn: z.boolean(),
  })
  .meta({ id: 'SessionView' });
export type SessionView = z.infer<typeof sessionViewSchema>;
