import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../platform/module-context';

/**
 * OpenID Provider for the customer and staff pools, its sign-in pages, and /api/iam/*.
 * Mounted at /idp. Its routes arrive with the identity issue.
 */
export const identityModule: FastifyPluginAsync<ModuleContext> = async () => {};
