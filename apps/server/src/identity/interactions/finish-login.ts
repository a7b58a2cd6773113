import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { Db } from '../../db/client';
import type { NoticeSettings } from '../../notifications/notices';
import type { Pool } from '../pools';
import { grantAccess } from './grant-access';
import { recordSignIn } from './record-sign-in';

export interface FinishLoginOptions {
  provider: Provider;
  db: Db;
  notices: NoticeSettings;
}

/**
 * The one way a sign-in ends, whatever proved it: the grant, the sign-in kept in the
 * person's history (and told of, from a new device), then back to the client with `amr`
 * (RFC 8176: "pwd", "webauthn", "otp") so the tokens say how the person signed in.
 */
export async function finishLogin(
  { provider, db, notices }: FinishLoginOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  login: { details: Interaction; userGuid: string; pool: Pool; amr: string[] },
): Promise<FastifyReply> {
  const { details, userGuid, pool, amr } = login;
  const grantId = await grantAccess(provider, details, userGuid);
  await recordSignIn(db, notices, {
    userGuid,
    pool,
    amr,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
    grantId,
  });
  const returnTo = await provider.interactionResult(
    request.raw,
    reply.raw,
    { login: { accountId: userGuid, amr }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
  return reply.redirect(returnTo, 303);
}
