import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function mockFetchFailure(error: Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.reject(error)),
  );
}

function sentHeaders(fetchMock: ReturnType<typeof mockFetch>): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1];
  return init?.headers as Record<string, string>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const schema = z.object({ name: z.string() });
const envelope = (data: unknown, status = 200) => ({
  success: true,
  status,
  title: null,
  detail: null,
  message: null,
  data,
});

describe('apiRequest', () => {
  it('sends same-origin requests under /api with request-guid and correlation-id', async () => {
    const fetchMock = mockFetch(json(envelope({ name: 'Aroha' })));
    const data = await apiRequest({ path: '/iam/Users/me', query: { a: 1, b: undefined }, schema });
    expect(data).toEqual({ name: 'Aroha' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/iam/Users/me?a=1');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
    const headers = sentHeaders(fetchMock);
    expect(headers['request-guid']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(headers['correlation-id']).toMatch(/^MA2\d{14}[A-Z0-9]{16}$/);
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = mockFetch(json(envelope({ name: 'x' })));
    await apiRequest({ path: '/x', method: 'PUT', body: { contactName: 'A' }, schema });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"contactName":"A"}');
    expect(sentHeaders(fetchMock)['content-type']).toBe('application/json');
  });

  it('treats 200 to 399 as success', async () => {
    mockFetch(json(envelope({ name: 'moved' }, 301), 301));
    await expect(apiRequest({ path: '/x', schema })).resolves.toEqual({ name: 'moved' });
  });

  it('turns the normalised error body into an ApiError with the request guid appended', async () => {
    mockFetch(
      json(
        {
          success: false,
          status: 400,
          title: 'Invalid amount',
          detail: 'Amount must be above 0',
          message: 'Please enter a valid payment amount',
          data: { fieldErrors: [] },
          requestGuid: 'guid-123',
        },
        400,
        'Bad Request',
      ),
    );
    const error = await apiRequest({ path: '/x', schema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please enter a valid payment amount (request guid-123)',
      status: 400,
      statusText: 'Bad Request',
      title: 'Invalid amount',
      detail: 'Amount must be above 0',
      data: { fieldErrors: [] },
      requestGuid: 'guid-123',
    });
  });

  it('falls back to the status when the body is not the normalised one', async () => {
    const fetchMock = mockFetch(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await apiRequest({ path: '/x', schema }).catch((caught: unknown) => caught);
    const guid = sentHeaders(fetchMock)['request-guid'];
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`502 Bad Gateway (request ${guid})`);
    expect((error as ApiError).status).toBe(502);
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    mockFetchFailure(new TypeError('Failed to fetch'));
    const error = await apiRequest({ path: '/x', schema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toMatch(/^The request could not be sent\. \(request .+\)$/);
  });

  it('passes a cancel by the caller through untouched', async () => {
    const abort = new DOMException('Aborted', 'AbortError');
    mockFetchFailure(abort);
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest({ path: '/x', schema, signal: controller.signal })).rejects.toBe(abort);
  });
});
