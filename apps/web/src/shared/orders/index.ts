export {
  accountOrderKeys,
  accountOrdersQueryOptions,
  cancelOrderMutationOptions,
} from './order-queries';
export { PendingOrders } from './pending-orders';
export type { PendingOrdersProps } from './pending-orders';
