export { applyDueOrders } from './apply-due-orders';
export type { DueOrdersRun } from './apply-due-orders';
export { findAccountOrders, summaryOf as orderSummaryOf } from './find-account-orders';
export { placeOrder, placeOrderUnlessPending } from './place-order';
export type { OrderToPlace } from './place-order';
export type { DbOrTx, DueOrder, OrderApplier, Tx } from './order-types';
export { orderRoutes } from './routes';
