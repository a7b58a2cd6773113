export { planChangeCalls, planChangeOrderMutationOptions } from './plan-change-calls';
export { monthlyPrice } from './monthly-price';
export { PlanChangePage } from './plan-change-page';
export { planChangeService } from './plan-change-service';
export { usePlanChangeOrder } from './use-plan-change-order';
