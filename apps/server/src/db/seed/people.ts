import { hashPasswordWithSalt } from '../passwords';
import { claims, identities, salesPeople } from '../schema';
import type { SeedContext } from './context';
import { addMonths, nzInstant } from './dates';
import { insertRows } from './insert';

/** Every demo identity's password (docs/demo-data.md). */
export const DEMO_PASSWORD = 'Portal!2026';

interface DemoPerson {
  email: string;
  pool: 'customer' | 'StaffIdentity';
  firstName: string;
  lastName: string;
  mobile: string | null;
  claims: { value: string; roles: string[] }[];
}

const owner = (value: string) => ({ value, roles: ['AccountOwner'] });

export const DEMO_PEOPLE: readonly DemoPerson[] = [
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
];

export async function seedPeople({ db, todayDate, random }: SeedContext): Promise<void> {
  // One hash for all: scrypt is deliberately slow, and a salt drawn from the seeded
  // generator keeps two seeds identical. Demo log-ins share a public password anyway.
  const salt = Buffer.from(random.hex(32), 'hex');
  const passwordHash = await hashPasswordWithSalt(DEMO_PASSWORD, salt);
  const createdAt = nzInstant(addMonths(todayDate, -24), 10);
  const people = DEMO_PEOPLE.map((person) => ({ person, userGuid: random.uuid() }));
  await insertRows(
    db,
    identities,
    people.map(({ person, userGuid }) => ({
      userGuid,
      poolKey: person.pool,
      email: person.email,
      passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      mobileNumber: person.mobile,
      createdAt,
    })),
  );
  await insertRows(
    db,
    claims,
    people.flatMap(({ person, userGuid }) =>
      person.claims.map((claim) => ({
        userGuid,
        claimType: 'Account',
        claimValue: claim.value,
        roles: claim.roles,
        createdAt,
      })),
    ),
  );
  const staff = people.filter(({ person }) => person.pool === 'StaffIdentity');
  await insertRows(
    db,
    salesPeople,
    staff.map(({ person, userGuid }) => ({
      userGuid,
      name: `${person.firstName} ${person.lastName}`,
      createdAt,
    })),
  );
}
