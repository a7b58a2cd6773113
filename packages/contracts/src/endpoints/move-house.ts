import { z } from 'zod';
import { addDays, daysBetween, isDateKey, summariseProducts } from '@portal/domain';
import { isoDateSchema } from '../entities/scalars';
import type { CoreProduct } from '../entities/products';

/*
 * Move house (spec sections 1, 6 and 7): POST /api/sales/v3/ordering/accounts/{accountCode}/
 * moveAddressOrders places a MoveHouse order. It is Pending until the moving date, when the
 * services that move are delivered to the new address.
 */
export const MOVE_HOUSE_ORDER_TYPE = 'MoveHouse';

/** How far ahead a move can be booked (our reading; the spec gives no limit). */
export const MOVE_HOUSE_MAX_DAYS_AHEAD = 90;

export const MOVE_HOUSE_MESSAGES = {
  notOffered:
    'Moving house needs a power product or a broadband connection that is not wireless on this account.',
  movingDatePast: 'Please choose a moving date from today on.',
  movingDateTooFar: `Please choose a moving date within the next ${String(MOVE_HOUSE_MAX_DAYS_AHEAD)} days.`,
  movingDateInvalid: 'Please enter a valid moving date.',
  noServices: 'Please choose at least one service to move.',
  serviceNotHeld: 'This account does not have that service to move.',
  alreadyPending: 'A move for this account is already booked. Call us to change it.',
  sameAddress: 'The new address is the address your services are at now.',
  address1: 'Please enter the street address',
  city: 'Please enter the town or city',
  postCode: 'Please enter a valid 4-digit postcode',
} as const;

/** The move as it applies to the account's services. */
export const movingServiceSchema = z.enum(['power', 'broadband']);
export type MovingService = z.infer<typeof movingServiceSchema>;

const optionalLine = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

export const newAddressSchema = z.strictObject({
  address1: z.string().trim().min(1, MOVE_HOUSE_MESSAGES.address1).max(100),
  address2: optionalLine,
  suburb: optionalLine,
  city: z.string().trim().min(1, MOVE_HOUSE_MESSAGES.city).max(60),
  postCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, MOVE_HOUSE_MESSAGES.postCode),
});
export type NewAddress = z.output<typeof newAddressSchema>;

/** POST …/moveAddressOrders (body not shown in the spec). */
export const moveAddressOrderRequestSchema = z.strictObject({
  newAddress: newAddressSchema,
  movingDate: isoDateSchema,
  services: z
    .array(movingServiceSchema)
    .min(1, MOVE_HOUSE_MESSAGES.noServices)
    .max(2)
    .refine((services) => new Set(services).size === services.length, 'Name each service once'),
});
export type MoveAddressOrderRequest = z.input<typeof moveAddressOrderRequestSchema>;

export const moveAddressOrderResultSchema = z
  .object({
    orderId: z.string(),
    orderType: z.literal(MOVE_HOUSE_ORDER_TYPE),
    summary: z.string(),
    requestedDateOfProvisioning: isoDateSchema,
    orderImpact: z.array(z.string()),
  })
  .meta({ id: 'MoveAddressOrderResult' });
export type MoveAddressOrderResult = z.infer<typeof moveAddressOrderResultSchema>;

/** Undefined when the moving date (yyyy-mm-dd) is from today (NZ) to 90 days ahead. */
export function movingDateError(movingDate: string, today: string): string | undefined {
  if (!isDateKey(movingDate)) return MOVE_HOUSE_MESSAGES.movingDateInvalid;
  if (movingDate < today) return MOVE_HOUSE_MESSAGES.movingDatePast;
  if (daysBetween(today, movingDate) > MOVE_HOUSE_MAX_DAYS_AHEAD) {
    return MOVE_HOUSE_MESSAGES.movingDateTooFar;
  }
  return undefined;
}

export const lastMovingDate = (today: string) => addDays(today, MOVE_HOUSE_MAX_DAYS_AHEAD);

type ProductsLike = readonly Pick<
  CoreProduct,
  'coreProductKey' | 'broadbandCategoryGroup' | 'broadbandCategory' | 'components'
>[];

/**
 * Spec section 6: move house needs a non-wireless broadband product or a power product.
 * When it is offered, every power and broadband product of the account can move (a wireless
 * modem goes along with the rest).
 */
export function movableServices(coreProducts: ProductsLike): MovingService[] {
  const summary = summariseProducts(coreProducts);
  if (!summary.hasNonWirelessBroadband && !summary.hasPower) return [];
  const services: MovingService[] = [];
  if (summary.hasPower) services.push('power');
  if (summary.hasBroadband) services.push('broadband');
  return services;
}

export const MOVING_SERVICE_LABELS: Record<MovingService, string> = {
  power: 'Power',
  broadband: 'Broadband',
};

/**
 * What the move does, line by line, shown before the order and kept on it. A service left
 * behind is said too, since it stays billed at the old address.
 */
export function moveImpact(input: {
  movable: readonly MovingService[];
  moving: readonly MovingService[];
  newAddress: string;
  movingDate: string;
}): string[] {
  const lines: string[] = [];
  for (const service of input.movable) {
    const label = MOVING_SERVICE_LABELS[service];
    if (!input.moving.includes(service)) {
      lines.push(`${label} stays at your current address and is billed as it is now.`);
    } else if (service === 'power') {
      lines.push(
        `Power moves to ${input.newAddress} on the moving date; we read the meter at both addresses that day.`,
      );
    } else {
      lines.push(
        `Broadband moves to ${input.newAddress} on the moving date; take your modem with you. A technician may need to visit if the new address is not yet connected.`,
      );
    }
  }
  lines.push('Your plans, prices and account number stay the same.');
  return lines;
}
