import { decodeJwt } from 'jose';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  sessionViewSchema,
  type Envelope,
  type SessionUser,
  type SessionView,
} from '@portal/contracts';
import { ok } from '../platform/envelope';
import { AppError } from '../platform/app-error';
import type { IdpClient } from './idp-client';
import { newCodeVerifier } from './pkce';
import { emptySessionUser, newSessionKey, type SessionStore } from './session-store';
import { stateFor, toSessionView } from './session-view';
import { clearSessionCookie, sessionKeyOf, setSessionCookie } from './cookie';
import { createStaffAccessSession } from './staff-access';
import { requireAccountClaim } from './account-claim';
import type { ModuleFetch } from '../platform/module-fetch';
import { isSamePerson, signedInPersonOf } from './reauthenticate';
import { usedSecondFactor } from '@portal/domain';

/**
 * Whether an access token from our identity provider is a customer's, or a staff member's
 * with a second factor in its `amr` (decision 054). Read without verifying: the token came
 * straight from the provider's token endpoint, this only refuses, and the API verifies it.
 */
export function hasSecondFactorIfStaff(accessToken: string): boolean {
  const { pool, amr } = decodeJwt(accessToken);
  if (pool !== 'StaffIdentity') return true;
  return Array.isArray(amr) && usedSecondFactor(amr);
}

export interface SessionRouteOptions {
  store: SessionStore;
  idp: IdpClient;
  publicUrl: string;
  issuer: string;
  ttlSeconds: number;
  fetch: ModuleFetch;
}

const viewResponse = { 200: envelopeSchema(sessionViewSchema), 400: errorEnvelopeSchema };
const LOGIN_REDIRECT_PATH = '/login/login-complete';
const LOGOUT_REDIRECT_PATH = '/logout/logout-complete';
const LOGIN_FAILED = "It seems there's been a hiccup with your login.";

/** A destination inside the portal: a path, never another site (no open redirect). */
const destinationSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/, 'The destination must be a path within the portal.')
  .nullable();
const accountCodeSchema = z
  .string()
  .regex(/^\d{1,20}$/)
  .nullable();
const sessionChangeSchema = z.strictObject({
  destinationUrl: destinationSchema.optional(),
  accountCode: accountCodeSchema.optional(),
});

export function sessionRoutes(options: SessionRouteOptions) {
  const { store, idp } = options;
  const redirectUri = `${options.publicUrl}${LOGIN_REDIRECT_PATH}`;

  /**
   * Stores `value` under a new key and gives the browser that key, ending `previousKey`:
   * a key planted before a sign-in is worth nothing after it.
   */
  async function startSession(
    reply: FastifyReply,
    value: SessionUser,
    previousKey: string | undefined,
  ): Promise<void> {
    if (previousKey !== undefined) await store.remove(previousKey);
    const key = newSessionKey();
    await store.save(key, value);
    setSessionCookie(reply, key, options.ttlSeconds);
  }

  /** Starts `value` as the browser's session and answers with what the browser may see of it. */
  async function answerNewSession(
    reply: FastifyReply,
    value: SessionUser,
    previousKey: string | undefined,
  ): Promise<Envelope<SessionView>> {
    await startSession(reply, value, previousKey);
    return ok(toSessionView(value));
  }

  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['session'];

    routes.get(
      '/',
      {
        schema: { tags, summary: 'The session as the browser may see it', response: viewResponse },
      },
      async (request) => {
        const key = sessionKeyOf(request);
        const session = (key && (await store.find(key))) || emptySessionUser();
        return ok(toSessionView(session));
      },
    );

    routes.post(
      '/',
      {
        schema: {
          tags,
          summary: 'Start a new session',
          body: sessionChangeSchema,
          response: { ...viewResponse, 401: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const session = { ...emptySessionUser(), ...request.body };
        // A new session holds no sign-in yet, so it has no claim on any account.
        const { accountCode } = request.body;
        if (accountCode != null) {
          await requireAccountClaim(options.fetch, {
            publicUrl: options.publicUrl,
            session: emptySessionUser(),
            accountCode,
          });
        }
        return answerNewSession(reply, session, undefined);
      },
    );

    routes.patch(
      '/',
      {
        schema: {
          tags,
          summary: 'Change what the browser may change',
          description:
            'An account code is kept only when the signed-in identity holds a claim on it, or is staff.',
          body: sessionChangeSchema,
          response: { ...viewResponse, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const existing = sessionKeyOf(request);
        const key = existing ?? newSessionKey();
        const current = (existing && (await store.find(existing))) || emptySessionUser();
        const { accountCode } = request.body;
        if (accountCode != null && accountCode !== current.accountCode) {
          await requireAccountClaim(options.fetch, {
            publicUrl: options.publicUrl,
            session: current,
            accountCode,
          });
        }
        const session = { ...current, ...request.body };
        await store.save(key, session);
        if (existing === undefined) setSessionCookie(reply, key, options.ttlSeconds);
        return ok(toSessionView(session));
      },
    );

    routes.delete(
      '/',
      { schema: { tags, summary: 'End the session', response: viewResponse } },
      async (request, reply) => {
        const key = sessionKeyOf(request);
        if (key !== undefined) await store.remove(key);
        clearSessionCookie(reply);
        return ok(toSessionView(emptySessionUser()));
      },
    );

    routes.post(
      '/login',
      {
        schema: {
          tags,
          summary: 'Begin sign-in: gives the identity provider URL to go to',
          body: z.strictObject({
            destinationUrl: destinationSchema.default(null),
            pool: z.enum(['customer', 'StaffIdentity']).default('customer'),
          }),
          response: {
            200: envelopeSchema(z.object({ authorizeUrl: z.url() })),
            400: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const codeVerifier = newCodeVerifier();
        await startSession(
          reply,
          { ...emptySessionUser(), codeVerifier, destinationUrl: request.body.destinationUrl },
          sessionKeyOf(request),
        );
        const authorizeUrl = await idp.authorizeUrl({
          redirectUri,
          codeVerifier,
          state: stateFor(codeVerifier),
          pool: request.body.pool,
        });
        return ok({ authorizeUrl });
      },
    );

    routes.post(
      '/reauthenticate',
      {
        schema: {
          tags,
          summary: 'Sign in again before a risky action: gives the identity provider URL to go to',
          description:
            'Keeps the session and its tokens; the provider asks for the sign-in again (prompt=login), and login-complete takes the new tokens when they are the same person’s.',
          body: z.strictObject({ destinationUrl: destinationSchema.default(null) }),
          response: {
            200: envelopeSchema(z.object({ authorizeUrl: z.url() })),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const key = sessionKeyOf(request);
        const codeVerifier = newCodeVerifier();
        let person: ReturnType<typeof signedInPersonOf>;
        if (key !== undefined) {
          await store.update(key, (current) => {
            person = signedInPersonOf(current);
            const { destinationUrl } = request.body;
            return Promise.resolve(
              person === undefined ? current : { ...current, codeVerifier, destinationUrl },
            );
          });
        }
        if (person === undefined) throw AppError.unauthorized('Please sign in.', 'not_signed_in');
        const authorizeUrl = await idp.authorizeUrl({
          redirectUri,
          codeVerifier,
          state: stateFor(codeVerifier),
          pool: person.pool,
          reauthenticate: { loginHint: person.email },
        });
        return ok({ authorizeUrl });
      },
    );

    routes.post(
      '/login-complete',
      {
        schema: {
          tags,
          summary: 'Finish sign-in with the code the identity provider returned',
          body: z.strictObject({
            code: z.string().min(1).max(2000),
            state: z.string().min(1).max(200),
            iss: z.url().optional(),
          }),
          response: { ...viewResponse, 401: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const key = sessionKeyOf(request);
        const session = key === undefined ? undefined : await store.find(key);
        if (key === undefined || session?.codeVerifier == null) {
          throw AppError.unauthorized(LOGIN_FAILED, 'login_not_started');
        }
        const callback = new URLSearchParams(request.body);
        let tokenDetails;
        try {
          tokenDetails = await idp.exchangeCode({
            callback,
            expectedState: stateFor(session.codeVerifier),
            redirectUri,
            codeVerifier: session.codeVerifier,
          });
        } catch (error) {
          request.log.warn({ err: error }, 'code exchange failed');
          throw AppError.unauthorized(LOGIN_FAILED, 'login_failed');
        }
        // A staff sign-in without its second factor makes no session (decision 054); the
        // API would refuse its token on every call anyway.
        if (!hasSecondFactorIfStaff(tokenDetails.accessToken)) {
          request.log.warn('staff sign-in without a second factor refused');
          throw AppError.unauthorized(LOGIN_FAILED, 'second_factor_required');
        }
        // Signing in again before a risky action (decision 052): the same person only. A staff
        // session opened by link now holds the staff member's own tokens, refreshed as usual.
        const before = signedInPersonOf(session);
        if (before !== undefined && !isSamePerson(before, tokenDetails.accessToken)) {
          await store.remove(key);
          clearSessionCookie(reply);
          throw AppError.unauthorized(LOGIN_FAILED, 'reauthenticated_as_someone_else');
        }
        const signedIn = { ...session, codeVerifier: null, tokenDetails, isAutoLogin: false };
        return answerNewSession(reply, signedIn, key);
      },
    );

    routes.post(
      '/staff-access',
      {
        schema: {
          tags,
          summary: 'Open an account as staff with a single-use staff token',
          body: z.strictObject({ staffToken: z.string().min(20).max(200) }),
          response: { ...viewResponse, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        // Built before anything changes: on any failure the prior session stays as it was.
        const staffSession = await createStaffAccessSession(options.fetch, {
          staffToken: request.body.staffToken,
          issuer: options.issuer,
          publicUrl: options.publicUrl,
        });
        return answerNewSession(reply, staffSession, sessionKeyOf(request));
      },
    );

    routes.post(
      '/logout',
      {
        schema: {
          tags,
          summary: 'End the session and give the identity provider sign-out URL',
          response: { 200: envelopeSchema(z.object({ endSessionUrl: z.url() })) },
        },
      },
      async (request, reply) => {
        const key = sessionKeyOf(request);
        const session = key === undefined ? undefined : await store.find(key);
        if (key !== undefined) await store.remove(key);
        clearSessionCookie(reply);
        const endSessionUrl = await idp.endSessionUrl({
          idToken: session?.tokenDetails?.idToken ?? null,
          postLogoutRedirectUri: `${options.publicUrl}${LOGOUT_REDIRECT_PATH}`,
        });
        return ok({ endSessionUrl });
      },
    );
  };
}
