// Passkeys (WebAuthn, decision 051): adding and checking them, for any pool's sign-in.
export { relyingPartyOf, type RelyingParty } from './relying-party';
export { beginPasskeyRegistration, type PasskeyOwner } from './begin-registration';
export { finishPasskeyRegistration } from './finish-registration';
export { beginPasskeySignIn } from './begin-authentication';
export {
  verifyPasskeySignIn,
  type AuthenticationResponse,
  type PasskeySignIn,
  type PasskeySignInExpectation,
} from './verify-authentication';
export { findPasskeys } from './find-passkeys';
export { renamePasskey } from './update-passkey';
export { deletePasskey } from './delete-passkey';
