import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../platform/module-context';

/**
 * The session endpoint (backend-for-frontend): keeps tokens on the server and attaches the
 * bearer token to API calls. Mounted at /session. Its routes arrive with the identity issue.
 */
export const sessionModule: FastifyPluginAsync<ModuleContext> = async () => {};
