/** The two identity pools of spec section 3 (poolKey); the same email may exist in each. */
export const POOLS = ['customer', 'StaffIdentity'] as const;
export type Pool = (typeof POOLS)[number];

export const DEFAULT_POOL: Pool = 'customer';

/**
 * The authorize request's `pool` parameter: absent means the customer pool; anything other
 * than the two pool names is refused (undefined) rather than silently taken as customer.
 */
export function parsePool(value: unknown): Pool | undefined {
  if (value === undefined || value === '') return DEFAULT_POOL;
  return POOLS.find((pool) => pool === value);
}
