import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { prepayHistoryRoutes } from './history-routes';
import { prepayManagementRoutes } from './management-routes';
import { rechargeConfigurationRoutes } from './recharge-configuration-routes';

/** Prepay management, the recharge configuration calls and the prepay history (issue 6). */
export function prepayRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    await app.register(prepayManagementRoutes(db));
    await app.register(rechargeConfigurationRoutes(db));
    await app.register(prepayHistoryRoutes(db));
  };
}
