import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCodeSchema, errorEnvelopeSchema } from '@portal/contracts';
import { accountHolders, accountOwner } from '../auth';
import type { ModuleContext } from '../platform/module-context';

/**
 * What every domain's route files start from (decision 037): the form of a domain's routes,
 * the account in the path, who may call and the refusals a route declares. Rules with more
 * to them (a service of the account, a gated feature) are auth's `accountHolders` and
 * `accountOwner` with options; every one reads the account from `:accountCode`.
 */

/**
 * What each domain's index exports as its routes: given the module's context, the Fastify
 * plugin that registers them. api/index.ts registers every domain through this one form.
 */
export type DomainRoutes = (
  context: ModuleContext,
) => (app: FastifyInstance) => void | Promise<void>;

/** The route registrar whose params, query, body and answers are the contracts' zod schemas. */
export function zodRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** The path parameters of a route under an account: always `:accountCode`. */
export const accountParams = z.object({ accountCode: accountCodeSchema });

/** Everyone who holds the account may look (AccountRead users too); staff always may. */
export const anyHolder = accountHolders();
/** Changes are the account owner's (staff always may); an AccountRead user only looks. */
export const ownerOnly = accountOwner();

/** Statuses a route may refuse with, each answered in the one error envelope. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/**
 * The error answers of a route's `response` schema: `refusals(401, 403, 404)` declares that
 * the route may answer each of those statuses with the error envelope.
 */
export function refusals<const Status extends RefusalStatus>(
  ...statuses: Status[]
): Record<Status, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    Status,
    typeof errorEnvelopeSchema
  >;
}
