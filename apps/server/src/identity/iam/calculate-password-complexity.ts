import type { PasswordComplexity } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findIdentity } from '../find-identity';
import { assessPassword } from './password-strength';

/** The words zxcvbn should treat as guessable for this person: their email and names. */
export async function findUserInputs(db: Db, userGuid: string): Promise<string[]> {
  const identity = await findIdentity(db, userGuid);
  if (identity === undefined) return [];
  const [localPart = ''] = identity.email.split('@');
  return [identity.email, localPart, identity.firstName, identity.lastName].filter(
    (word) => word !== '',
  );
}

/** POST /iam/calculatepasswordcomplexity: live feedback while a new password is typed. */
export async function calculatePasswordComplexity(
  db: Db,
  userGuid: string,
  password: string,
): Promise<PasswordComplexity> {
  return assessPassword(password, await findUserInputs(db, userGuid));
}
