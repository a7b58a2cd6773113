export { accountPricing } from './account-pricing';
export type { AccountPricing } from './account-pricing';
export { planChangeApplier } from './apply-plan-change';
export { findPlanOptions } from './find-plan-options';
export { placePlanChangeOrder } from './place-plan-change-order';
export { planChangeRoutes } from './plan-change-routes';
export type { CataloguePlan, PlanChangeWords, ServicePlanChange } from './service-plan-change';
