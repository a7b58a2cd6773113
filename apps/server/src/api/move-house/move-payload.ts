import { z } from 'zod';
import { movingServiceSchema, newAddressSchema } from '@portal/contracts';

/** What a MoveHouse order keeps for its applier. */
export const movePayloadSchema = z.object({
  newAddress: newAddressSchema,
  services: z.array(movingServiceSchema).min(1),
  locationId: z.string().min(1),
});
export type MovePayload = z.output<typeof movePayloadSchema>;
