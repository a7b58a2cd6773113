import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../platform/module-context';

/**
 * Sandbox card and online-banking gateway with hosted pages, mounted at /gateway. It stands
 * in for a real provider. Its routes arrive with the payments issue.
 */
export const gatewayModule: FastifyPluginAsync<ModuleContext> = async () => {};
