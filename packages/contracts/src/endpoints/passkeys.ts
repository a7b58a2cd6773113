import { z } from 'zod';
import { isoDateTimeSchema } from '../entities/scalars';

/** The longest passkey name (the database's passkeys_name_ck says the same). */
export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Enter a name for this passkey.',
  nameTooLong: `Use at most ${String(PASSKEY_NAME_MAX)} characters.`,
  nameTaken: 'You already have a passkey with this name. Choose another.',
  notFound: 'This passkey is not on your log-in any more.',
  added: 'Passkey added. Next time, sign in with it instead of your password.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed. It can no longer be used to sign in.',
  notAdded:
    'The passkey could not be added. Start again, and follow your browser or device’s steps.',
  customersOnly: 'Passkeys are for customer log-ins.',
} as const;

/** A passkey's name: trimmed, 1 to 60 characters. */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameTooLong);

/** One passkey of the signed-in person, as My details lists it. */
export const passkeySchema = z
  .object({
    id: z.guid(),
    name: z.string(),
    createdAt: isoDateTimeSchema,
    lastUsedAt: isoDateTimeSchema.nullable(),
    /** Synced between the person's devices (true) or kept on one device or key. */
    synced: z.boolean(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);
/** The extensions' outputs; only credProps is asked for, any other is dropped unread. */
const clientExtensionResultsSchema = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

/** The browser's answer to navigator.credentials.create, as JSON (WebAuthn Level 3). */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});

/** The browser's answer to navigator.credentials.get, as JSON (WebAuthn Level 3). */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});

/**
 * POST /iam/Users/{id}/passkeys: the new passkey, with a suggested name (numbered when the
 * person has one of that name already) or none ("Passkey").
 */
export const addPasskeyRequestSchema = z.strictObject({
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;

/** PATCH /iam/Users/{id}/passkeys/{passkeyId}. */
export const renamePasskeyRequestSchema = z.strictObject({ name: passkeyNameSchema });
export type RenamePasskeyRequest = z.infer<typeof renamePasskeyRequestSchema>;

export const passkeyParamsSchema = z.strictObject({ id: z.guid(), passkeyId: z.guid() });

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/**
 * POST /iam/Users/{id}/passkeys/registrationOptions: WebAuthn creation options as JSON
 * (PublicKeyCredentialCreationOptionsJSON of WebAuthn Level 3), handed to the browser as
 * they come.
 */
export const passkeyRegistrationOptionsSchema = z
  .object({
    challenge: z.string(),
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptorSchema).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
      })
      .optional(),
    hints: z.array(z.string()).optional(),
    attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
    attestationFormats: z.array(z.string()).optional(),
    // The one extension asked for: whether the passkey was made discoverable.
    extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  })
  .meta({ id: 'PasskeyRegistrationOptions' });
