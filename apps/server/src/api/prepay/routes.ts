import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** Prepay management, the recharge configuration calls and the prepay history (issue 6). */
export function prepayRoutes(db: Db) {
  return (app: FastifyInstance) => {
    void db;
    void app;
  };
}
