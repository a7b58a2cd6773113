import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  INVITATION_MESSAGES,
  USER_MESSAGES,
  type AccountUser,
  type PendingUser,
} from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { accountUsersQueryOptions, pendingUsersQueryOptions } from '../../../shared/people';
import {
  removeUserMutationOptions,
  resendInvitationMutationOptions,
  withdrawInvitationMutationOptions,
} from '../api/account-people-queries';
import { AddUserForm } from './add-user-form';
import { nameOf, removable, type Removal } from '../api/account-people-rules';
import { useResumedPeopleChanges } from '../hooks/use-resumed-people-changes';
import { ResumedNotice } from '../../../shared/step-up';
import { notifySuccess } from './notify-success';
import { LoadedList } from '../../../shared/ui/loaded-list';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { RemoveButton } from '../../../shared/ui/remove-button';
import { TitledSection } from '../../../shared/ui/titled-section';

function accessOf(user: AccountUser): string {
  return user.roles.includes('AccountOwner') ? 'Account owner' : 'Authorised user (view only)';
}

/**
 * The people of an account (spec sections 1 and 6). Shown to its owner and to staff only:
 * the server lists them to nobody else, and only they may add or remove.
 */
export function AuthorisedUsersSection({
  accountCode,
  myUserGuid,
}: {
  accountCode: string;
  myUserGuid: string;
}) {
  const queryClient = useQueryClient();
  const users = useQuery(accountUsersQueryOptions(accountCode));
  const pending = useQuery(pendingUsersQueryOptions(accountCode));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const { keptAdd, resumedRemoval, resendAgain, forgetAdd, forgetRemoval, forgetResend } =
    useResumedPeopleChanges({
      accountCode,
      myUserGuid,
      users: users.data,
      pending: pending.data,
      onAdd: () => {
        setAdding(true);
      },
    });
  const shownRemoval = removing ?? resumedRemoval;
  // When the page opened: an invitation that runs out while it is open shows so on reload.
  const [openedAt] = useState(() => Date.now());
  const removeUser = useMutation(removeUserMutationOptions(queryClient, accountCode));
  const withdraw = useMutation(withdrawInvitationMutationOptions(queryClient, accountCode));
  const resend = useMutation(resendInvitationMutationOptions(queryClient, accountCode));
  const sendAgain = (person: PendingUser) => () => {
    resend.mutate(person.id, {
      onSuccess: () => {
        forgetResend();
        notifySuccess(INVITATION_MESSAGES.resent(nameOf(person)));
      },
    });
  };
  const inFlight = removeUser.isPending || withdraw.isPending;
  const failed = removeUser.isError || withdraw.isError;

  const closeRemoval = () => {
    setRemoving(null);
    forgetRemoval();
  };
  const confirmRemoval = () => {
    if (shownRemoval === null) return;
    const done = {
      onSuccess: () => {
        notifySuccess(
          shownRemoval.kind === 'user'
            ? USER_MESSAGES.removed(shownRemoval.name)
            : USER_MESSAGES.invitationWithdrawn(shownRemoval.name),
        );
        closeRemoval();
      },
    };
    if (shownRemoval.kind === 'user') removeUser.mutate(shownRemoval.id, done);
    else withdraw.mutate(shownRemoval.id, done);
  };
  const ask = (removal: Removal) => () => {
    removeUser.reset();
    withdraw.reset();
    forgetRemoval();
    setRemoving(removal);
  };

  return (
    <TitledSection
      id="authorised-users"
      title="Authorised users"
      description="People you add can view this account and talk to us about it. They cannot change it."
    >
      {users.isPending ? (
        <LoadingSkeleton height={56} label="Loading the people on this account" />
      ) : users.isError ? (
        <Text>We could not load the people on this account. Try reloading the page.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {users.data.map((user) => (
            <Group component="li" key={user.userGuid} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Group gap="xs">
                  <Text fw={600}>{nameOf(user)}</Text>
                  <Badge color={user.roles.includes('AccountOwner') ? 'blue.8' : 'gray.7'}>
                    {accessOf(user)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {user.email}
                </Text>
              </div>
              {removable(user, myUserGuid) && (
                <RemoveButton
                  what={nameOf(user)}
                  onClick={ask({ kind: 'user', id: user.userGuid, name: nameOf(user) })}
                />
              )}
            </Group>
          ))}
        </Stack>
      )}

      <Title order={3} size="h4" mt="lg" mb="xs" id="pending-users">
        Pending users
      </Title>
      <LoadedList
        query={pending}
        loadingLabel="Loading pending users"
        empty="No pending users. Someone you add shows here until they accept their invitation."
        labelledBy="pending-users"
      >
        {(person: PendingUser) => {
          const expired = new Date(person.expiresAt).getTime() <= openedAt;
          return (
            <Group component="li" key={person.id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Group gap="xs">
                  <Text fw={600}>{nameOf(person)}</Text>
                  <Badge color={expired ? 'gray.7' : 'grape.9'}>
                    {expired ? 'Invitation expired' : 'Pending'}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {person.email} · invited {formatDate(person.invitedAt)} ·{' '}
                  {expired
                    ? `link expired ${formatDate(person.expiresAt)}`
                    : `link works until ${formatDate(person.expiresAt)}`}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="sm"
                  aria-label={`Send a new invitation to ${nameOf(person)}`}
                  loading={resend.isPending && resend.variables === person.id}
                  disabled={resend.isPending}
                  onClick={sendAgain(person)}
                >
                  Send a new invitation
                </Button>
                <RemoveButton
                  what={nameOf(person)}
                  onClick={ask({ kind: 'pending', id: person.id, name: nameOf(person) })}
                />
              </Group>
            </Group>
          );
        }}
      </LoadedList>
      {resend.isError && (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          We could not send the invitation again. Please try again.
        </Text>
      )}

      <Stack mt="lg">
        {adding ? (
          <AddUserForm
            accountCode={accountCode}
            kept={keptAdd}
            onDone={() => {
              setAdding(false);
              forgetAdd();
            }}
          />
        ) : (
          <Button
            variant="light"
            w="fit-content"
            onClick={() => {
              setAdding(true);
            }}
          >
            Add an authorised user
          </Button>
        )}
      </Stack>

      <ConfirmDialog
        opened={shownRemoval !== null}
        title={
          shownRemoval?.kind === 'pending' ? 'Remove pending user?' : 'Remove authorised user?'
        }
        confirmLabel="Remove"
        cancelLabel="Keep"
        danger
        pending={inFlight}
        error={failed && shownRemoval !== null ? USER_MESSAGES.notRemoved(shownRemoval.name) : null}
        onConfirm={confirmRemoval}
        onClose={closeRemoval}
      >
        {removing === null && resumedRemoval !== null && <ResumedNotice finish="Remove" />}
        {shownRemoval?.kind === 'pending'
          ? `${shownRemoval.name}'s invitation will be withdrawn, so they cannot join this account with it.`
          : `${shownRemoval?.name ?? ''} will no longer be able to see this account or talk to us about it.`}
      </ConfirmDialog>

      {/* Only back from signing in again: a new invitation is otherwise sent at one click. */}
      <ConfirmDialog
        opened={resendAgain !== undefined}
        title="Send a new invitation?"
        confirmLabel="Send a new invitation"
        pending={resend.isPending}
        error={resend.isError ? 'We could not send the invitation again. Please try again.' : null}
        onConfirm={resendAgain === undefined ? () => undefined : sendAgain(resendAgain)}
        onClose={forgetResend}
      >
        <ResumedNotice finish="Send a new invitation" />
        {resendAgain !== undefined &&
          `${nameOf(resendAgain)} gets a new link at ${resendAgain.email}; the one sent before stops working.`}
      </ConfirmDialog>
    </TitledSection>
  );
}
