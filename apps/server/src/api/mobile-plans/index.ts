export { mobilePlanRoutes } from './routes';
export { assessProductChange, type ProductChangeAssessment } from './assess-product-change';
export { findLinePaymentType, isAddonForLine, runningAddonOf } from './find-addon-plans';
export { manifestItems } from './find-interest-free-agreements';
export { loadLineContext, type LineContext } from './line-context';
export { offeredPlans } from './offered-plans';
export {
  findCatalogPlan,
  findCatalogPlans,
  findPlanCharges,
  type CatalogPlan,
  type PlanCharge,
} from './plan-catalog';
