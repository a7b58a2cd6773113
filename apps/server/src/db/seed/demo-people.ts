/*
 * The demo people of docs/demo-data.md, as data only: the seed inserts them (people.ts) and
 * the tests sign in as them (test-support/personas.ts), the browser tests too, which must not
 * load the seed's database code.
 */

/** Every demo identity's password (docs/demo-data.md). */
export const DEMO_PASSWORD = 'Portal!2026';

/**
 * The demo staff log-ins' TOTP secret (base32), public like the password: development and
 * tests only, so tests and demos can compute Sam's codes (decision 054, docs/demo-data.md).
 * Add it to an authenticator app by hand to sign in as Sam.
 */
export const DEMO_STAFF_TOTP_SECRET = 'OBXXE5DBNQWWIZLNN4WXG5DBMZTC2MTG';

export interface DemoPerson {
  email: string;
  pool: 'customer' | 'StaffIdentity';
  firstName: string;
  lastName: string;
  mobile: string | null;
  claims: readonly { value: string; roles: readonly string[] }[];
}

const owner = (value: string) => ({ value, roles: ['AccountOwner'] });

export const DEMO_PEOPLE = [
  {
    email: 'aroha@example.nz',
    pool: 'customer',
    firstName: 'Aroha',
    lastName: 'Ngata',
    mobile: '0211234567',
    claims: [owner('30000001'), owner('30000002')],
  },
  {
    email: 'mere@example.nz',
    pool: 'customer',
    firstName: 'Mere',
    lastName: 'Ngata',
    mobile: '0221234568',
    claims: [{ value: '30000001', roles: ['AccountRead'] }],
  },
  {
    email: 'ben@example.nz',
    pool: 'customer',
    firstName: 'Ben',
    lastName: 'Carter',
    mobile: '0201234570',
    claims: [owner('30000101')],
  },
  {
    email: 'fiona@example.nz',
    pool: 'customer',
    firstName: 'Fiona',
    lastName: 'Hill',
    mobile: '0274123456',
    claims: [owner('30000201')],
  },
  {
    email: 'kiri@example.nz',
    pool: 'customer',
    firstName: 'Kiri',
    lastName: 'Walker',
    mobile: '0211234580',
    claims: [owner('30000301')],
  },
  {
    email: 'liam@example.nz',
    pool: 'customer',
    firstName: 'Liam',
    lastName: 'Chen',
    mobile: '0226543210',
    claims: [owner('30000401')],
  },
  {
    email: 'nova@example.nz',
    pool: 'customer',
    firstName: 'Nova',
    lastName: 'Reid',
    mobile: null,
    claims: [],
  },
  {
    email: 'sam.sales@example.nz',
    pool: 'StaffIdentity',
    firstName: 'Sam',
    lastName: 'Sales',
    mobile: null,
    claims: [],
  },
] as const satisfies readonly DemoPerson[];
