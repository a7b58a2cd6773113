import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import { STEP_UP_MAX_AGE_SECONDS, type GatedFeature } from '@portal/domain';
import type { Db } from '../db/client';
import { AppError } from '../platform/app-error';
import { findAccountRoles, isServiceOnAccount } from './account-access';
import { bearerToken, hasSecondFactor, verifyAccessToken, type Caller } from './caller';
import { requireFeature, type FeaturesOf } from './feature-gate';
import { ACCOUNT_PARAM } from './route-access';
import { isClient, type ClientCredentials, type ClientName } from './client-credentials';
import { recordStaffWrite } from './staff-write-audit';
import { refuseSignInsEndedByPasswordChange } from './signed-out-by-password-change';
import { verifiedTokenCache } from './verified-tokens';
import type { NoticeSettings } from '../notifications/notices';
import { requireRecentSignIn, stepUpAppliesToBody, stepUpRuleOf } from './step-up';

/**
 * What a route requires, declared on the route itself (`config.access`). A route without a
 * declaration is refused, so a new endpoint cannot be open by accident.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'staff' }
  /** Another system, server to server, with its own client credentials; never a person. */
  | { kind: 'client'; client: ClientName }
  | {
      /** The account is the path parameter `:accountCode`, in every route (decision 037). */
      kind: 'account';
      /** Path parameter holding a service entity that must belong to the account. */
      serviceParam?: string;
      /** Role the caller must hold on the account; staff always may. */
      role?: 'AccountOwner';
      /**
       * The gated feature of spec section 6 the route belongs to: refused, staff included,
       * where the account does not have it (a farm-source account has statements only).
       */
      feature?: GatedFeature;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** The caller's roles on the account in the path; null for staff, who pass every check. */
    accountRoles: string[] | null;
  }
}

export interface AccessControlOptions {
  db: Db;
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  /** The account's features, for routes that declare one; modules without such routes omit it. */
  featuresOf?: FeaturesOf;
  /** Credentials of the systems that may call `client` routes; missing ones let none in. */
  clients?: Partial<Record<ClientName, ClientCredentials | null>>;
  /** How the account is told of a staff change (brand and address); without it, it is not. */
  notices?: NoticeSettings;
  /** How recent a sign-in the risky actions of the step-up list ask for; 5 minutes unless set. */
  stepUpMaxAgeSeconds?: number;
}

function pathParam(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown>)[name];
  // An empty segment is the caller's (`/api/accounts/.` is `/api/accounts/`): nothing is there.
  if (value === '') throw AppError.notFound(`Page Not Found: ${request.url.split('?')[0] ?? ''}`);
  if (typeof value !== 'string') {
    throw new AppError({
      code: 'access_misconfigured',
      statusCode: 500,
      title: 'Internal Server Error',
      message: 'Sorry, an unexpected error occurred.',
      logMessage: `route ${request.routeOptions.url ?? '?'} declares missing path parameter ${name}`,
    });
  }
  return value;
}

async function authorise(
  request: FastifyRequest,
  options: AccessControlOptions,
  verify: (token: string | undefined) => Promise<Caller>,
): Promise<void> {
  const access = request.routeOptions.config.access;
  if (access === undefined) {
    throw AppError.forbidden(
      'You do not have access to this.',
      'access_undeclared',
      `route ${request.routeOptions.url ?? request.url} declares no access rule`,
    );
  }
  if (access.kind === 'public') return;
  if (access.kind === 'client') {
    if (!isClient(request.headers.authorization, options.clients?.[access.client])) {
      throw AppError.unauthorized('Valid client credentials are required.', 'invalid_client');
    }
    return;
  }

  const caller = await verify(bearerToken(request.headers.authorization));
  await refuseSignInsEndedByPasswordChange(options.db, caller);
  // Staff sign in with a second factor every time (decision 054): a staff token without one
  // (a password alone, or one issued before the rule) is refused on every route.
  if (caller.isStaff && !hasSecondFactor(caller)) {
    throw AppError.forbidden(
      'Staff sign-in needs your second factor. Please sign in again.',
      'second_factor_required',
      `staff ${caller.userGuid} token without a second factor`,
    );
  }
  request.caller = caller;
  if (access.kind === 'signed-in') return;
  if (access.kind === 'staff') {
    if (!caller.isStaff) throw AppError.forbidden('This is for staff only.', 'staff_only');
    return;
  }

  const accountCode = pathParam(request, ACCOUNT_PARAM);
  if (!caller.isStaff) {
    const roles = await findAccountRoles(options.db, caller.userGuid, accountCode);
    if (roles === undefined) {
      throw AppError.forbidden(
        `Account code ${accountCode} is not in the claims of user ${caller.userGuid}.`,
        'account_not_in_claims',
      );
    }
    if (access.role !== undefined && !roles.includes(access.role)) {
      throw AppError.forbidden(
        'Only the account owner can do this.',
        'account_owner_only',
        `user ${caller.userGuid} lacks ${access.role} on ${accountCode}`,
      );
    }
    request.accountRoles = roles;
  }
  if (access.feature !== undefined) {
    const route = request.routeOptions.url ?? request.url;
    await requireFeature(options.featuresOf, accountCode, access.feature, route);
  }
  if (access.serviceParam !== undefined) {
    const serviceEntity = pathParam(request, access.serviceParam);
    if (!(await isServiceOnAccount(options.db, accountCode, serviceEntity))) {
      throw AppError.forbidden(
        `Service ${serviceEntity} is not on account ${accountCode}.`,
        'service_not_on_account',
      );
    }
  }
}

/**
 * The one authorisation check of every product endpoint. It runs before the body is read,
 * so an anonymous or foreign caller learns nothing from validation messages either.
 */
export const accessControlPlugin = fp(
  (app: FastifyInstance, options: AccessControlOptions) => {
    app.decorateRequest('caller', null);
    app.decorateRequest('accountRoles', null);
    const verify = verifiedTokenCache((token) =>
      verifyAccessToken(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
      }),
    );
    const stepUpMaxAge = options.stepUpMaxAgeSeconds ?? STEP_UP_MAX_AGE_SECONDS;
    app.addHook('onRequest', async (request, reply) => {
      await authorise(request, options, verify);
      // After the access rule, so someone refused anyway is not first sent to sign in again.
      if (request.caller !== null && stepUpRuleOf(request) === 'always') {
        requireRecentSignIn(request, reply, request.caller, stepUpMaxAge);
      }
    });
    // A rule that depends on the body is checked once it is parsed, before it is validated.
    app.addHook('preValidation', async (request, reply) => {
      if (request.caller !== null && stepUpAppliesToBody(request)) {
        requireRecentSignIn(request, reply, request.caller, stepUpMaxAge);
      }
    });
    app.addHook('onSend', async (request, reply, payload) => {
      await recordStaffWrite(options.db, request, reply, options.notices);
      return payload;
    });
  },
  { name: 'access-control' },
);
