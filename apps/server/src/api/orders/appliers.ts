import type { OrderApplier } from './order-types';

/**
 * How each order type is carried out on its date, by order type. Each area adds its own
 * applier here; an order type without one stays Pending.
 */
export const orderAppliers: Record<string, OrderApplier> = {};
