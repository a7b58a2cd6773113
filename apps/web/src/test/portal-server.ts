import { vi } from 'vitest';
import type { SessionView, User } from '@portal/contracts';

export const customerGuid = '0b6a5a52-8f4e-4d2b-9d59-3f1c0c6f2a10';
export const staffGuid = '7d1f2e8a-3c4b-4a5d-8e6f-9a0b1c2d3e4f';

export function customerUser(accountCodes: string[] = ['30000001']): User {
  return {
    userGuid: customerGuid,
    poolKey: 'customer',
    claims: accountCodes.map((code) => ({
      claimType: 'Account',
      claimValue: code,
      roles: ['AccountOwner'],
    })),
  };
}

export function staffUser(): User {
  return { userGuid: staffGuid, poolKey: 'StaffIdentity', claims: [] };
}

export function sessionView(overrides: Partial<SessionView> = {}): SessionView {
  return {
    isAutoLogin: false,
    destinationUrl: null,
    accountCode: '30000001',
    isStaff: false,
    salesPersonName: null,
    isLoggedIn: true,
    ...overrides,
  };
}

export const signedOutView = sessionView({ isLoggedIn: false, accountCode: null });

/** A handler answers one method and path; returning undefined lets the next one try. */
export type Handler = (request: {
  method: string;
  path: string;
  /** The query string's parameters (from, to, …). */
  searchParams: URLSearchParams;
  body: unknown;
}) => { status?: number; data: unknown; message?: string } | undefined;

export interface PortalServer {
  session: SessionView;
  /** null: GET /api/iam/Users/me answers 401. */
  user: User | null;
  salesPersonName?: string;
  handlers?: Handler[];
}

function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://portal.test');
}

/** As the server answers: an error carries its message as `detail` too. */
const envelope = (status: number, data: unknown, message: string | null = null) =>
  new Response(
    JSON.stringify({
      success: status < 400,
      status,
      title: null,
      detail: status < 400 ? null : message,
      message,
      data,
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );

function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

/**
 * Stubs fetch with a tiny portal server: GET /session, PATCH /session, DELETE /session,
 * GET /api/iam/Users/me, GET /api/salesPeople/me, plus any extra handlers (checked first).
 * Everything else answers 404. Returns the mock so tests can read the calls.
 */
export function mockPortalServer(server: Partial<PortalServer> = {}) {
  const state: PortalServer = {
    session: server.session ?? sessionView(),
    user: server.user === undefined ? customerUser() : server.user,
    handlers: server.handlers ?? [],
    ...(server.salesPersonName ? { salesPersonName: server.salesPersonName } : {}),
  };
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = urlOf(input);
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      searchParams: url.searchParams,
      body: bodyOf(init),
    };
    for (const handler of state.handlers ?? []) {
      const answer = handler(request);
      if (!answer) continue;
      const status = answer.status ?? 200;
      // A session view answered by a flow step (login-complete, staff-access) becomes the session.
      const isView =
        typeof answer.data === 'object' && answer.data !== null && 'isLoggedIn' in answer.data;
      if (status < 400 && isView) state.session = answer.data as SessionView;
      return Promise.resolve(envelope(status, answer.data, answer.message));
    }
    const key = `${request.method} ${request.path}`;
    if (key === 'GET /session') return Promise.resolve(envelope(200, state.session));
    if (key === 'PATCH /session') {
      state.session = { ...state.session, ...(request.body as Partial<SessionView>) };
      return Promise.resolve(envelope(200, state.session));
    }
    if (key === 'DELETE /session') {
      state.session = signedOutView;
      return Promise.resolve(envelope(200, state.session));
    }
    if (key === 'GET /api/iam/Users/me') {
      return Promise.resolve(
        state.user ? envelope(200, state.user) : envelope(401, null, 'Not signed in'),
      );
    }
    if (key === 'GET /api/salesPeople/me' && state.salesPersonName) {
      return Promise.resolve(envelope(200, { name: state.salesPersonName }));
    }
    return Promise.resolve(envelope(404, null, `No mock for ${key}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, state };
}

/** The calls the app made, as "METHOD /path". */
export function callsOf(fetchMock: ReturnType<typeof mockPortalServer>['fetchMock']): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = urlOf(input);
    return `${init?.method ?? 'GET'} ${url.pathname}`;
  });
}

/** The JSON body the app sent to `path` (the first such call). */
export function bodySentTo(
  fetchMock: ReturnType<typeof mockPortalServer>['fetchMock'],
  path: string,
): unknown {
  const call = fetchMock.mock.calls.find(([input]) => urlOf(input).pathname === path);
  return bodyOf(call?.[1]);
}

/** Replaces window.location with one whose assign (a full page load) is a spy. */
export function stubLocationAssign() {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.stubGlobal('location', { assign, href: 'http://localhost/', origin: 'http://localhost' });
  return assign;
}
