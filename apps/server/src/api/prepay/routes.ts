import type { FastifyInstance } from 'fastify';
import { prepayHistoryRoutes } from './history-routes';
import { prepayManagementRoutes } from './management-routes';
import { rechargeConfigurationRoutes } from './recharge-configuration-routes';
import type { DomainRoutes } from '../route-kit';

/** Prepay management, the recharge configuration calls and the prepay history (issue 6). */
export const prepayRoutes: DomainRoutes = ({ database: { db } }) => {
  return async (app: FastifyInstance) => {
    await app.register(prepayManagementRoutes(db));
    await app.register(rechargeConfigurationRoutes(db));
    await app.register(prepayHistoryRoutes(db));
  };
};
