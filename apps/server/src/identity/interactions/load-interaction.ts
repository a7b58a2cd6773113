import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Interaction } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { parsePool, type Pool } from '../pools';

export type LoadedInteraction =
  { kind: 'ok'; details: Interaction; pool: Pool } | { kind: 'expired' } | { kind: 'bad-pool' };

/**
 * The sign-in request behind a page, found by the interaction cookie and checked against the
 * uid in the path (a page from another tab must not sign in this one).
 */
export async function loadInteraction(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
): Promise<LoadedInteraction> {
  let details: Interaction;
  try {
    details = await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return { kind: 'expired' };
    throw error;
  }
  if (details.uid !== uid) return { kind: 'expired' };
  const pool = parsePool(details.params.pool);
  return pool === undefined ? { kind: 'bad-pool' } : { kind: 'ok', details, pool };
}
