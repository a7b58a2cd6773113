import type { Db } from '../client';
import type { Random } from './random';

/** What every part of the demo seed is given; all time is anchored on `today`. */
export interface SeedContext {
  db: Db;
  today: Date;
  /** `today` as a Pacific/Auckland calendar date. */
  todayDate: string;
  random: Random;
}
