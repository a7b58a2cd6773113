import { vi } from 'vitest';
import type { RegisterNumberInitiateRequest, RegisterNumberVerifyRequest } from '@portal/contracts';
import { INVALID_PREPAY_NUMBER_MESSAGE } from '@portal/domain';
import type { PortalServer } from '../../../../test/portal-server';
import { codeChallengeOf } from '../api/pkce';

export const WRONG_CODE = 'That code is not right. Please check the text and try again.';
export const TOO_MANY_TRIES = 'Too many wrong codes. Please ask for a new code.';
export const SENT_RECENTLY =
  'A code was sent to this number a moment ago. Please wait before asking for another.';
export const ALREADY_YOURS = 'This number is already on your account.';

interface Answer {
  status: number;
  data: unknown;
  message?: string;
}

/**
 * The two register-number calls as the real server answers them: active prepay numbers
 * only, one code a minute per number, the code bound to the PKCE challenge and checked with
 * the verifier, five tries. A right code adds the claims to the portal server's user, so
 * GET /api/iam/Users/me answers with them afterwards. Errors carry the server's message in
 * detail, as the real error handler sends it.
 */
export function registerNumberServer(prepayNumbers: Record<string, string>) {
  let portal: PortalServer | null = null;
  const state = {
    /** The code in the newest text, as the outbox would show it. */
    code: '482913',
    challenge: null as string | null,
    tries: 0,
    sentAt: null as number | null,
    initiated: [] as RegisterNumberInitiateRequest[],
  };

  function initiate(body: RegisterNumberInitiateRequest): Answer {
    state.initiated.push(body);
    const accountCode = prepayNumbers[body.mobileNumber];
    if (accountCode === undefined) {
      return { status: 400, data: null, message: INVALID_PREPAY_NUMBER_MESSAGE };
    }
    const claims = portal?.user?.claims ?? [];
    if (claims.some((claim) => claim.claimValue === accountCode)) {
      return { status: 409, data: null, message: ALREADY_YOURS };
    }
    if (state.sentAt !== null && Date.now() - state.sentAt < 60_000) {
      return { status: 429, data: null, message: SENT_RECENTLY };
    }
    state.sentAt = Date.now();
    state.challenge = body.otpInitiateRequest.code_challenge;
    state.tries = 0;
    state.code = state.code === '482913' ? '605271' : '482913';
    return {
      status: 200,
      data: {
        userGuid: portal?.user?.userGuid,
        mobileNumber: body.mobileNumber,
        lastOtpSentTime: new Date().toISOString(),
      },
    };
  }

  async function verify(body: RegisterNumberVerifyRequest): Promise<Answer> {
    const accountCode = prepayNumbers[body.mobileNumber];
    const user = portal?.user ?? null;
    if (state.challenge === null || accountCode === undefined || portal === null || user === null) {
      return { status: 400, data: null, message: 'This code has expired or was already used.' };
    }
    if (state.tries >= 5) return { status: 429, data: null, message: TOO_MANY_TRIES };
    state.tries += 1;
    const bound = (await codeChallengeOf(body.codeVerifier)) === state.challenge;
    if (!bound || body.code !== state.code || body.userGuid !== user.userGuid) {
      return { status: 400, data: null, message: WRONG_CODE };
    }
    state.challenge = null;
    portal.user = {
      ...user,
      claims: [
        ...user.claims,
        { claimType: 'Account', claimValue: accountCode, roles: ['AccountOwner'] },
        { claimType: 'Line', claimValue: body.mobileNumber, roles: ['AccountOwner'] },
      ],
    };
    return { status: 200, data: { accountCode, mobileNumber: body.mobileNumber } };
  }

  const reply = ({ status, data, message }: Answer) =>
    new Response(
      JSON.stringify({
        success: status < 400,
        status,
        title: null,
        detail: message ?? null,
        message: message ?? null,
        data,
        requestGuid: 'test-guid',
      }),
      { status, headers: { 'content-type': 'application/json' } },
    );

  /**
   * Puts the two calls in front of a portal server's fetch mock. Installed again after a
   * reload, it keeps the codes sent before it.
   */
  function install(fallback: typeof fetch, portalServer: PortalServer) {
    portal = portalServer;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(href, 'http://portal.test').pathname;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (path === '/api/iam/registerNumber/initiate') {
        return reply(initiate(body as RegisterNumberInitiateRequest));
      }
      if (path === '/api/iam/registerNumber/verify') {
        return reply(await verify(body as RegisterNumberVerifyRequest));
      }
      return fallback(input, init);
    });
  }

  return { state, install };
}
