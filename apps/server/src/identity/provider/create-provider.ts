import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import Provider, { type CookiesSetOptions } from 'oidc-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { revokeGrant } from '../../db/sign-ins/revoke-grant';
import type { IdpKeys } from '../keys/load-idp-keys';
import { idpIssuer } from '../../platform/module-fetch';
import { providerConfiguration } from './configuration';
import { replaceScriptedLogoutForm } from './end-session';
import { notFoundEnvelope } from './not-found';

/**
 * The OpenID Provider with the deployment's keys (loaded from the database by the caller). Cookies are signed with the stored
 * cookie keys, scoped to /idp, and Secure whenever the portal is reached over https.
 */
export function createProvider(options: {
  config: Config;
  db: Db;
  keys: IdpKeys;
  log: FastifyBaseLogger;
}): Provider {
  const { config, db, keys, log } = options;
  const cookieOptions: CookiesSetOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(config.publicUrl).protocol === 'https:',
    signed: true,
    path: '/idp',
  };
  const revoke = (grantId: string) => revokeGrant(db, grantId);
  const provider = new Provider(
    idpIssuer(config),
    providerConfiguration({ config, db, keys, cookieOptions, revokeGrant: revoke }),
  );
  provider.use(notFoundEnvelope);
  provider.use(replaceScriptedLogoutForm({ cookieOptions, revokeGrant: revoke }));
  // Koa would print errors to stderr; they belong in the request log, without reaching people.
  const koaEvents: EventEmitter = provider;
  koaEvents.on('error', (error: unknown) => {
    log.error({ err: error }, 'identity provider: unhandled error');
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    log.error({ err: error }, 'identity provider: server error');
  });
  provider.on('grant.revoked', (_ctx: unknown, grantId: unknown) => {
    log.info({ grantId }, 'identity provider: grant revoked');
  });
  return provider;
}
