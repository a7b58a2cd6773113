import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { salesRoutes } from '../sales/routes';
import { mobilePlanRoutes } from './routes';

/** The plans slice: plan, add-on and agreement calls, and the sales orders they place. */
export function mobilePlansModule(db: Db) {
  return async (app: FastifyInstance) => {
    await app.register(mobilePlanRoutes(db));
    await app.register(salesRoutes(db));
  };
}
