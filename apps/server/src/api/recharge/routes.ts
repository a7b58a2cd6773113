import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';

/** Money for prepay: card and hosted-page top-ups, their processing, vouchers (issue 6). */
export function rechargeRoutes(context: ModuleContext) {
  return (app: FastifyInstance) => {
    void context;
    void app;
  };
}
