import { DEMO_PASSWORD, DEMO_PEOPLE } from '../apps/server/src/db/seed/demo-people';

/*
 * The demo people every test signs in as: the server's API tests and the browser tests alike
 * (decision 041). Read from the seed's own list, so a person changed there changes here.
 */

export { DEMO_PASSWORD };

/** A demo person by first name, in lower case: `aroha`, `sam`. */
export type PersonaName = Lowercase<(typeof DEMO_PEOPLE)[number]['firstName']>;

export type Pool = 'customer' | 'StaffIdentity';

export interface DemoPersona {
  email: string;
  /** The identity provider's pool the person signs in through. */
  pool: Pool;
  /** A sales person: signs in through the staff pool ("Staff sign in") and opens any account. */
  staff: boolean;
}

export const personas = Object.fromEntries(
  DEMO_PEOPLE.map((person) => [
    person.firstName.toLowerCase(),
    { email: person.email, pool: person.pool, staff: person.pool === 'StaffIdentity' },
  ]),
) as Record<PersonaName, DemoPersona>;

export const personaNames = Object.keys(personas) as PersonaName[];

/** The pool a log-in signs in through: a demo person's own; anyone a test creates is a customer. */
export function poolOf(email: string): Pool {
  return DEMO_PEOPLE.find((person) => person.email === email)?.pool ?? 'customer';
}

/** The parts demo people play for account 30000001 (Ngata Household) in access tests. */
export const PARTS = {
  /** Kiri, of another account (30000301). */
  otherCustomer: 'kiri',
  /** Ben, of a prepay account (30000101). */
  prepayCustomer: 'ben',
  /** Mere, AccountRead on 30000001. */
  readUser: 'mere',
  /** Aroha, who owns 30000001 (and 30000002, the bach). */
  owner: 'aroha',
  /** Sam, a sales person. */
  staff: 'sam',
} as const satisfies Record<string, PersonaName>;

export type Part = keyof typeof PARTS;

/** The log-in of the person who plays a part. */
export const emailOf = (part: Part): string => personas[PARTS[part]].email;
