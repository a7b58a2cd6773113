import { z } from 'zod';
import { isoDateSchema, serviceEntitySchema } from '../entities/scalars';

/**
 * GET …/{id}/plans: the plans the service may move to, each in its area's own shape (a
 * broadband plan's speeds, a voice plan's type), with the answer around them the same for
 * every service (apps/server/src/api/plan-changes/find-plan-options.ts builds it). Apart from
 * plan-changes.ts so that importing it registers no schema early: the OpenAPI document lists
 * its components in the order the modules register them.
 */
export const planOptionsSchema = <Plan extends z.ZodType>(plan: Plan) =>
  z.object({
    serviceId: serviceEntitySchema,
    currentPlanKey: z.string(),
    displayGstInclusiveValues: z.boolean(),
    /** The day a change ordered now would take effect. */
    changeDate: isoDateSchema,
    plans: z.array(plan),
  });
