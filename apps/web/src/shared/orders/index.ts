export { accountOrderKeys, accountOrdersQueryOptions } from './order-queries';
export { CancelOrderDialog, type OrderToCancel } from './cancel-order-dialog';
export { PendingOrders } from './pending-orders';
export type { PendingOrdersProps } from './pending-orders';
