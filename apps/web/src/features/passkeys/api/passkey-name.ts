/**
 * The name a new passkey is given: the browser and the device it was made on ("Chrome on
 * Android"), as the person would call them; the server numbers it when taken.
 */
export function suggestPasskeyName(userAgent: string): string {
  const device = [
    [/Android/, 'Android'],
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/CrOS/, 'Chromebook'],
    [/Macintosh|Mac OS X/, 'Mac'],
    [/Windows/, 'Windows'],
    [/Linux/, 'Linux'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  const browser = [
    [/Edg\//, 'Edge'],
    [/Firefox\//, 'Firefox'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Chrome\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  if (browser !== undefined && device !== undefined) return `${browser} on ${device}`;
  return browser ?? device ?? 'Passkey';
}

/** What the browser's prompt failing means for the person. */
export function passkeyPromptFailure(error: unknown): string | null {
  // A DOMException, or @simplewebauthn/browser's WebAuthnError with its name and a code.
  if (typeof error !== 'object' || error === null || !('name' in error)) return null;
  const name = typeof error.name === 'string' ? error.name : '';
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'This device or security key already has a passkey for your log-in.';
  }
  if (name === 'NotAllowedError') {
    return 'No passkey was added: the browser’s prompt was closed or timed out. Try again when you are ready.';
  }
  if (name === 'NotSupportedError' || code === 'ERROR_INVALID_DOMAIN') {
    return 'This browser cannot make a passkey here. Try another browser or device.';
  }
  return null;
}
