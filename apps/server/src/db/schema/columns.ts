import { timestamp } from 'drizzle-orm/pg-core';

/** Every instant is stored as timestamptz; dates shown to people are converted in Pacific/Auckland. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Seeds set creation times explicitly so that two seeds with the same `today` produce
 * identical rows; the default only serves rows written by the running portal.
 */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
