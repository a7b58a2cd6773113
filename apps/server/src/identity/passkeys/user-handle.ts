/**
 * The WebAuthn user handle of a person: the 16 bytes of their userGuid, which names nobody
 * and is the same on every passkey they add (an authenticator keeps one passkey per handle).
 */
export function userHandleOf(userGuid: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userGuid.replaceAll('-', ''), 'hex'));
}

/** The userGuid a user handle (base64url, as the browser returns it) stands for. */
export function userGuidOfHandle(handle: string): string | undefined {
  const hex = Buffer.from(handle, 'base64url').toString('hex');
  if (hex.length !== 32) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
