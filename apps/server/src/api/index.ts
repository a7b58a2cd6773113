import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../platform/module-context';

/**
 * The product API of spec section 7, mounted at /api. One folder per domain is registered
 * here as each issue lands.
 */
export const apiModule: FastifyPluginAsync<ModuleContext> = async () => {};
