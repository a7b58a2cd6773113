export { billingRoutes } from './routes';
export { planChargeLines } from './find-upcoming-charges';
export { findDueInstalments, type BillTerms } from './upcoming-charge-lines';
export { findSettlement, toInvoiceSummary, type Settlement } from './invoice-summary';
