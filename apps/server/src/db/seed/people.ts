import { createHash } from 'node:crypto';
import { hashPasswordWithSalt } from '../passwords';
import { claims, identities, salesPeople, staffSecondFactors } from '../schema';
import { demoSealingKey, sealSecret } from '../sealed-secrets';
import type { SeedContext } from './context';
import { addMonths, nzInstant } from './dates';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_STAFF_TOTP_SECRET } from './demo-people';
import { insertRows } from './insert';

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
        roles: [...claim.roles],
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
  // Enrolled already, with the public demo secret sealed under the public demo key, so
  // the seed stays deterministic and tests can compute the codes (decision 054).
  const demoKey = demoSealingKey();
  await insertRows(
    db,
    staffSecondFactors,
    staff.map(({ userGuid }) => ({
      userGuid,
      sealedSecret: sealSecret(
        demoKey,
        userGuid,
        DEMO_STAFF_TOTP_SECRET,
        // Not from the seeded generator, which would shift every later seeded value.
        createHash('sha256').update(userGuid).digest().subarray(0, 12),
      ),
      confirmedAt: createdAt,
      createdAt,
    })),
  );
}
