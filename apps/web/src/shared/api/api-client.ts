import type { z } from 'zod';
import { ApiError } from './api-error';
import { createCorrelationId } from './correlation-id';
import { readBody, toApiError } from './read-response';

/** Every product call goes to the same origin under /api (docs/spec-notes.md, "API base"). */
export const API_BASE = '/api';
/** Spec section 9: HTTP timeout. */
export const API_TIMEOUT_MS = 60_000;

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<T> {
  /** Path under /api, as spec section 7 writes it: `/accounts/30000001/products`. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A file sent as the raw body with its content type (an upload), instead of `body`. */
  file?: { content: Blob; contentType: string };
  /** Schema of the envelope's `data`; usually one from @portal/contracts. */
  schema: z.ZodType<T>;
  /** TanStack Query's signal, so leaving a page cancels its calls. */
  signal?: AbortSignal;
  /** Where `path` lives: /api by default; '' for the session endpoint at /session (ADR 004). */
  base?: string;
  /** Extra headers, e.g. the `Idempotency-Key` of a call that moves money. */
  headers?: Record<string, string>;
}

function buildUrl(
  base: string,
  path: string,
  query: Record<string, QueryValue> | undefined,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** How a call reaches the server: the browser's fetch, unless the server is drawing a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Sends the app's calls some other way than the network: the server, drawing a signed-in
 * page with the app's own components, answers them itself (prerender/person-page.tsx).
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** One signal that aborts on the caller's cancel or after the timeout. */
function timeoutSignal(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => {
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted) onCallerAbort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const dispose = () => {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  };
  return { signal: controller.signal, dispose };
}

/**
 * Sends one call of spec section 7 with the request-guid and correlation-id headers,
 * the session cookie (same origin) and the 60 s timeout. Statuses 200 to 399 succeed and
 * return the envelope's data; anything else throws an ApiError.
 */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const requestGuid = crypto.randomUUID();
  const headers: Record<string, string> = {
    ...request.headers,
    accept: 'application/json',
    'request-guid': requestGuid,
    'correlation-id': createCorrelationId(),
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.file !== undefined) headers['content-type'] = request.file.contentType;

  const { signal, dispose } = timeoutSignal(request.signal, API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await transport(buildUrl(request.base ?? API_BASE, request.path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body:
        request.file?.content ?? (request.body === undefined ? null : JSON.stringify(request.body)),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    dispose();
    // A cancel by the caller is not a failure; let TanStack Query see its own abort.
    if (request.signal?.aborted) throw error;
    const timedOut = signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError';
    throw new ApiError({
      status: 0,
      statusText: timedOut ? 'Timeout' : 'Network error',
      title: null,
      detail: null,
      message: timedOut ? 'The request took too long.' : 'The request could not be sent.',
      data: null,
      requestGuid,
    });
  }
  dispose();

  const body = await readBody(response);
  if (response.status < 200 || response.status >= 400) {
    throw toApiError(response, body, requestGuid);
  }
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  return request.schema.parse(data);
}
