import { useState } from 'react';
import type { AccountUser, PendingUser } from '@portal/contracts';
import { useResumedAction } from '../../../shared/step-up';
import { peopleChangeKeys } from '../api/account-people-queries';
import { nameOf, removable, type Removal } from '../api/account-people-rules';
import { keptAddUserForm, type AddUserForm } from '../api/add-user-rules';

/**
 * Back from signing in again (decision 052): what the owner had chosen on the authorised
 * users section, to reopen its form or dialog. `onAdd` opens the add form. A kept id counts
 * only while it names someone listed now (it came from storage).
 */
export function useResumedPeopleChanges({
  accountCode,
  myUserGuid,
  users,
  pending,
  onAdd,
}: {
  accountCode: string;
  myUserGuid: string;
  users: AccountUser[] | undefined;
  pending: PendingUser[] | undefined;
  onAdd: () => void;
}) {
  const [keptAdd, setKeptAdd] = useState<AddUserForm | null>(null);
  const [keptRemoval, setKeptRemoval] = useState<string | null>(null);
  const [keptResend, setKeptResend] = useState<string | null>(null);
  useResumedAction(peopleChangeKeys.addUser(accountCode), (kept) => {
    const values = keptAddUserForm(kept, accountCode);
    if (values === null) return;
    setKeptAdd(values);
    onAdd();
  });
  useResumedAction(peopleChangeKeys.removeUser(accountCode), (kept) => {
    if (typeof kept === 'string') setKeptRemoval(kept);
  });
  useResumedAction(peopleChangeKeys.resendInvitation(accountCode), (kept) => {
    if (typeof kept === 'string') setKeptResend(kept);
  });
  const keptUser = users?.find(
    (user) => user.userGuid === keptRemoval && removable(user, myUserGuid),
  );
  const resumedRemoval: Removal | null =
    keptUser === undefined ? null : { kind: 'user', id: keptUser.userGuid, name: nameOf(keptUser) };
  return {
    /** The add form's values as they were, or null. */
    keptAdd,
    /** The removal to confirm again, or null. */
    resumedRemoval,
    /** The pending person to send a new invitation to again, if any. */
    resendAgain: pending?.find((person) => person.id === keptResend),
    forgetAdd: () => {
      setKeptAdd(null);
    },
    forgetRemoval: () => {
      setKeptRemoval(null);
    },
    forgetResend: () => {
      setKeptResend(null);
    },
  };
}
