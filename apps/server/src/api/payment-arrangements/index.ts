export { paymentArrangementRoutes } from './routes';
export { findPaymentHelp, planStates } from './payment-help';
