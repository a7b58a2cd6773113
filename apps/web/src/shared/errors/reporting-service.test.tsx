import { flush } from '@sentry/browser';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSentryCapture, type SentryCapture } from '../../../../../test-support/sentry-capture';
import { customerGuid } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';
import { ApiError } from '../api/api-error';
import { CrashBoundary } from './crash-boundary';
import { reportError, setErrorSender, startErrorReporting } from './error-reporting';

// The real browser SDK and its fetch transport, sending to a stand-in service on loopback.
// Started before any test stubs fetch: the SDK keeps the fetch it found at start.
let capture: SentryCapture;
beforeAll(async () => {
  capture = await startSentryCapture();
  await startErrorReporting({ dsn: capture.dsn, environment: 'test' });
});
// Test files share a worker's modules (isolate: false): the next file starts without Sentry.
afterAll(async () => {
  setErrorSender(null);
  await capture.close();
});
beforeEach(() => {
  capture.events.length = 0;
  capture.bodies.length = 0;
});

const requestGuid = '7d9c2b1e-4f3a-4e8b-9c6d-2a1b0c9d8e7f';

function apiError(status: number, statusText: string) {
  return new ApiError({
    status,
    statusText,
    title: null,
    detail: null,
    message: 'Aroha Ngata could not be removed. Write to aroha@example.nz',
    data: null,
    requestGuid,
  });
}

function Broken(): never {
  throw new Error('header fell over for aroha@example.nz');
}

describe('reports reaching the error-reporting service', () => {
  it('sends a 400 and a 500 by status and request guid only, and no 401 or 404', async () => {
    reportError(apiError(401, 'Unauthorized'), { operation: 'GET iam/Users/me' });
    reportError(apiError(404, 'Not Found'), { operation: 'GET accounts', accountCode: '30000001' });
    reportError(apiError(400, 'Bad Request'), { operation: 'POST x', accountCode: '30000001' });
    reportError(apiError(500, 'Internal Server Error'), {
      operation: 'GET accounts',
      accountCode: '30000002',
    });
    await flush();

    expect(capture.events.map((event) => event.exception?.values?.[0]?.value)).toEqual([
      `400 Bad Request (request ${requestGuid})`,
      `500 Internal Server Error (request ${requestGuid})`,
    ]);
    expect(capture.events[1]?.tags).toMatchObject({
      operation: 'GET accounts',
      account: '30000002',
      status: '500',
    });
    expect(capture.bodies.join('\n')).not.toMatch(/Aroha|aroha@example\.nz/);
  });

  it('reports a refused account code from the route guard, against that account', async () => {
    await renderApp('/?accountCode=39999999');
    expect(await screen.findByText('Sorry, an unexpected error occurred.')).toBeInTheDocument();
    await waitFor(() => {
      expect(capture.events).toHaveLength(1);
    });

    const [event] = capture.events;
    expect(event?.exception?.values?.[0]).toMatchObject({
      type: 'AccountClaimsError',
      value: 'Account code 39999999 is not in the claims of user [id]',
    });
    expect(event?.tags).toMatchObject({ operation: 'route __root__', account: '39999999' });
    expect(capture.bodies.join('\n')).not.toContain(customerGuid);
  });

  it('shows Oh no! for a crash outside the routes, and reports it scrubbed', async () => {
    // React logs the crash it caught; the report is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <CrashBoundary>
        <Broken />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oh no!' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await flush();

    expect(capture.events).toHaveLength(1);
    expect(capture.events[0]?.tags).toMatchObject({ operation: 'render', account: 'none' });
    expect(capture.events[0]?.exception?.values?.[0]?.value).toBe('header fell over for [email]');
    expect(capture.events[0]?.user).toBeUndefined();
    expect(capture.events[0]?.request).toBeUndefined();
  });
});
