import type { AccountUser } from '@portal/contracts';

/** A person on the account whom the owner may take off it: not themselves, not an owner. */
export const removable = (user: AccountUser, myUserGuid: string) =>
  user.userGuid !== myUserGuid && !user.roles.includes('AccountOwner');

export const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** Someone the owner asked to take off the account: a person on it, or an invitation. */
export type Removal =
  { kind: 'user'; id: string; name: string } | { kind: 'pending'; id: string; name: string };
