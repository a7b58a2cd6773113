import type { LightMyRequestResponse } from 'fastify';

/**
 * Signs that an answer carries the server's insides: stack frames, source paths, database
 * or ORM text, JavaScript runtime errors, raw validator output. None belongs in a body.
 */
const INTERNALS: readonly [string, RegExp][] = [
  ['a stack frame', /\bat [\w$.<>]+ \(|\n\s+at \S/],
  ['a source path', /\/src\/|\.ts:\d|\.js:\d|node_modules/],
  ['SQL', /\bselect\b[^.]{0,80}\bfrom\b|\binsert into\b|\bdelete from\b|\bon conflict\b/i],
  ['a database error', /violates|constraint|syntax error at|relation "|column "|duplicate key/i],
  ['the ORM', /drizzle|pglite|node-postgres/i],
  [
    'a runtime error',
    /Cannot read properties|is not a function|is not defined|\bTypeError\b|\bRangeError\b/,
  ],
  ['"undefined"', /\bundefined\b/],
  ['"[object Object]"', /\[object Object\]/],
  ['raw validator output', /ZodError|"expected":|"code":"invalid_|"received":/],
];

/**
 * The internals a body shows, leaving out any that the request itself carried: a refusal
 * may name what was asked for ("Account code undefined is not in the claims…" for a code
 * the caller typed as `undefined`), and those words are the caller's, not the server's.
 */
export function internalsIn(body: string, sent = ''): string[] {
  return INTERNALS.filter(([, pattern]) => pattern.test(body) && !pattern.test(sent)).map(
    ([name]) => `shows ${name}`,
  );
}

const ENVELOPE_KEYS = ['success', 'status', 'title', 'detail', 'message', 'data'];

function isJson(response: LightMyRequestResponse): boolean {
  const type = response.headers['content-type'];
  return typeof type === 'string' && type.includes('json');
}

/**
 * What is wrong with an answer's shape: every JSON answer is the normalised envelope; a
 * failure says `success: false` with its own status; a refusal or a not-found carries no
 * data at all. Bodiless answers (HEAD, 204) and the gateway's HTML pages have no envelope.
 * `sent`: the request as text, whose own words an answer may repeat (internalsIn).
 */
export function envelopeProblems(response: LightMyRequestResponse, sent = ''): string[] {
  const status = response.statusCode;
  // Data may echo what was sent; only a failure's words come from the server itself.
  const problems = status >= 400 ? internalsIn(response.body, sent) : [];
  if (response.body === '' || !isJson(response)) {
    if (status >= 400 && response.body !== '' && !response.body.trimStart().startsWith('<')) {
      problems.push('an error that is neither the envelope nor a page');
    }
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [...problems, 'JSON that does not parse'];
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [...problems, 'not the envelope'];
  }
  const envelope = body as Record<string, unknown>;
  const missing = ENVELOPE_KEYS.filter((key) => !(key in envelope));
  if (missing.length > 0) problems.push(`no ${missing.join(', ')} in the envelope`);
  if (status >= 400) {
    if (envelope.success !== false) problems.push('a failure marked success');
    if (envelope.status !== status) problems.push(`status ${String(envelope.status)} in the body`);
    if ([401, 403, 404].includes(status) && envelope.data !== null) {
      problems.push(`a ${String(status)} with data`);
    }
  }
  return problems;
}
