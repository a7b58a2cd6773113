import { ApiError } from './api-error';
import type { ErrorBody } from './api-error';

/** The body as JSON when it says it is JSON, else its text; undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function stringField(body: unknown, name: keyof ErrorBody): string | null {
  if (typeof body !== 'object' || body === null || !(name in body)) return null;
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Retry-After as seconds: either a number of seconds or an HTTP date (RFC 9110 10.2.3). */
export function retryAfterSecondsOf(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Turns a failed response into an ApiError. The server sends the normalised body
 * `{ success, status, title, detail, message, data, requestGuid }`; a proxy or a crash may
 * send something else, so every field falls back to what the response itself says.
 */
export function toApiError(response: Response, body: unknown, sentGuid: string): ApiError {
  const statusText = response.statusText || `HTTP ${response.status}`;
  const title = stringField(body, 'title');
  const detail = stringField(body, 'detail');
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  return new ApiError({
    status: response.status,
    statusText,
    title,
    detail,
    message: stringField(body, 'message') ?? title ?? `${response.status} ${statusText}`,
    data,
    requestGuid:
      stringField(body, 'requestGuid') ?? response.headers.get('request-guid') ?? sentGuid,
    retryAfterSeconds: retryAfterSecondsOf(response.headers.get('retry-after')),
    asksToSignInAgain:
      response.status === 403 &&
      (response.headers.get('www-authenticate') ?? '').includes('insufficient_user_authentication'),
  });
}
