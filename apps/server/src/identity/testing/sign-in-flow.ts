import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../../../test-support/personas';
import type { Pool } from '../pools';
import { PORTAL_CLIENT_ID } from '../provider/portal-client';
import type { TestBrowser } from '../../test/test-browser';
import { completeSecondFactor, secondFactorActionOf } from './second-factor';

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function makePkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorize request of spec section 7, as the session module sends it. */
export function authorizeUrl(
  publicUrl: string,
  options: {
    pkce?: Pkce;
    pool?: Pool;
    state?: string;
    redirectUri?: string;
    extra?: Record<string, string>;
  } = {},
): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: PORTAL_CLIENT_ID,
    scope: 'openid offline_access',
    redirect_uri: options.redirectUri ?? `${publicUrl}/login-complete`,
    state: options.state ?? randomBytes(8).toString('hex'),
    ...(options.pkce === undefined
      ? {}
      : { code_challenge: options.pkce.challenge, code_challenge_method: 'S256' }),
    ...(options.pool === undefined ? {} : { pool: options.pool }),
    ...options.extra,
  });
  return `/idp/connect/authorize?${params.toString()}`;
}

/** Opens the authorize URL and returns the sign-in form's action (its interaction). */
export async function openLoginPage(
  browser: TestBrowser,
  url: string,
): Promise<{ action: string; page: LightMyRequestResponse }> {
  const { response } = await browser.navigate({ url });
  expect(response.statusCode).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(response.body)?.[1];
  if (action === undefined) throw new Error(`no sign-in form in: ${response.body.slice(0, 500)}`);
  return { action, page: response };
}

/**
 * Submits the form and follows the flow back to the portal; returns where it landed. A
 * staff sign-in's second step (decision 054) is answered with the right code on the way,
 * unless `password only` is asked for (then the second step's page is returned).
 */
export async function submitCredentials(
  browser: TestBrowser,
  action: string,
  email: string,
  password: string,
  options: { passwordOnly?: boolean } = {},
): Promise<{ response: LightMyRequestResponse; location: string | undefined }> {
  const first = await browser.navigate({ method: 'POST', url: action, form: { email, password } });
  if (options.passwordOnly === true || first.location !== undefined) return first;
  if (secondFactorActionOf(first.response) === undefined) return first;
  return completeSecondFactor(browser, first.response, email);
}

/** The whole front channel: authorize, sign in, and the code from the callback URL. */
export async function signIn(
  browser: TestBrowser,
  publicUrl: string,
  options: { email: string; pool?: Pool; pkce: Pkce; redirectUri?: string },
): Promise<string> {
  const state = randomBytes(8).toString('hex');
  const { action } = await openLoginPage(browser, authorizeUrl(publicUrl, { ...options, state }));
  const { location } = await submitCredentials(browser, action, options.email, DEMO_PASSWORD);
  if (location === undefined) throw new Error('sign-in did not return to the portal');
  const callback = new URL(location);
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code');
  if (code === null) throw new Error(`no code in ${location}`);
  return code;
}

export interface TokenResponse {
  id_token?: string;
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  token_type?: string;
  error?: string;
}

export async function postToken(
  app: FastifyInstance,
  form: Record<string, string>,
): Promise<{ status: number; body: TokenResponse }> {
  const response = await app.inject({
    method: 'POST',
    url: '/idp/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, ...form }).toString(),
  });
  return { status: response.statusCode, body: response.json<TokenResponse>() };
}

export function exchangeCode(
  app: FastifyInstance,
  publicUrl: string,
  code: string,
  verifier: string,
  redirectUri = `${publicUrl}/login-complete`,
) {
  return postToken(app, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
  });
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return postToken(app, { grant_type: 'refresh_token', refresh_token: refreshToken });
}
