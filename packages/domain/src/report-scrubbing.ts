/**
 * What an error report may carry about a person: the account code and the operation, nothing
 * else (docs/decisions/025). Error texts can quote what they failed on, so every text is
 * scrubbed of the shapes personal data takes before it leaves.
 */
const PATTERNS: readonly [RegExp, string][] = [
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  // A JWT: three dot-separated base64url segments, the first a JSON header.
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // A user guid names a person; the request guid the portal appends names a request.
  [/(?<!request )\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[id]'],
  // Card and bank account numbers: 12 digits or more, spaced or not. Account codes are shorter.
  [/\b\d(?:[ -]?\d){11,18}\b/g, '[number]'],
  // New Zealand phone numbers, local or international form.
  [/(?:\+64[ -]?|\b0)\d(?:[ -]?\d){6,9}\b/g, '[phone]'],
];

export function scrubText(text: string): string {
  return PATTERNS.reduce((scrubbed, [pattern, mask]) => scrubbed.replace(pattern, mask), text);
}

/** The parts of an error-reporting event (Sentry's shape) that can carry personal data. */
export interface ScrubbableEvent {
  message?: string | undefined;
  exception?: { values?: { value?: string | undefined }[] | undefined } | undefined;
  tags?: Record<string, unknown> | undefined;
  user?: unknown;
  request?: unknown;
  extra?: unknown;
  breadcrumbs?: unknown;
}

/** Tags holding machine values only, kept as they are. */
const MACHINE_TAGS = new Set(['request_guid', 'status']);

/**
 * The event without who the person is (user, request with its URL, headers and cookies),
 * without breadcrumbs or extras, and with every text scrubbed; the account code survives.
 */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const scrubbed = { ...event };
  delete scrubbed.user;
  delete scrubbed.request;
  delete scrubbed.extra;
  delete scrubbed.breadcrumbs;
  if (scrubbed.message !== undefined) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.exception?.values !== undefined) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((value) =>
        value.value === undefined ? value : { ...value, value: scrubText(value.value) },
      ),
    };
  }
  if (scrubbed.tags !== undefined) {
    scrubbed.tags = Object.fromEntries(
      Object.entries(scrubbed.tags).map(([name, value]) => [
        name,
        typeof value === 'string' && !MACHINE_TAGS.has(name) ? scrubText(value) : value,
      ]),
    );
  }
  return scrubbed;
}
