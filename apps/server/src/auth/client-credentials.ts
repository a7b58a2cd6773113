import { sameSecret } from '../platform/secrets';

/** Another system's own credentials (OAuth client id and secret), set in configuration. */
export interface ClientCredentials {
  id: string;
  secret: string;
}

/** The systems that call the API server to server, each with its own route access. */
export type ClientName = 'legacy-portal';

/** `Basic base64(id:secret)`, each part form-encoded first (RFC 6749 section 2.3.1). */
function basicCredentials(header: string | undefined): ClientCredentials | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (match?.[1] === undefined) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    const formDecode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return {
      id: formDecode(decoded.slice(0, colon)),
      secret: formDecode(decoded.slice(colon + 1)),
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether the Authorization header carries the expected client's credentials. Both parts
 * are compared in constant time, and both always, so the answer's timing says nothing of
 * which part was wrong. No configured client means no caller passes.
 */
export function isClient(
  header: string | undefined,
  expected: ClientCredentials | null | undefined,
): boolean {
  const presented = basicCredentials(header);
  if (presented === undefined || expected == null) return false;
  const idMatches = sameSecret(presented.id, expected.id);
  const secretMatches = sameSecret(presented.secret, expected.secret);
  return idMatches && secretMatches;
}
