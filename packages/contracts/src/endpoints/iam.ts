import { z } from 'zod';
import { salesPersonSchema, userSchema } from '../entities/identity';

/** GET /api/iam/Users/me: the signed-in identity with its claims, and its own name. */
export const currentUserSchema = userSchema
  .extend({
    firstName: z.string(),
    lastName: z.string(),
    email: z.email(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/salesPeople/me: only the name is used (spec section 3). */
export const currentSalesPersonSchema = salesPersonSchema;
