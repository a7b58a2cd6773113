/**
 * A destination to come back to after sign-in: a path of this site only. Anything else
 * (another origin, `//host`, `/\host`, a scheme) would turn the login into an open redirect.
 */
export function safeDestination(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
