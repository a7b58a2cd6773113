import { Badge, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PASSKEY_MESSAGES, type Passkey } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadedList } from '../../../shared/ui/loaded-list';
import { Notice } from '../../../shared/ui/notice';
import { RemoveButton } from '../../../shared/ui/remove-button';
import { TitledSection } from '../../../shared/ui/titled-section';
import {
  addPasskeyMutationOptions,
  passkeysQueryOptions,
  removePasskeyMutationOptions,
} from '../api/passkey-queries';
import { passkeyPromptFailure, suggestPasskeyName } from '../api/passkey-name';
import { notifyPasskeyChange } from './notify-passkey-change';
import { RenamePasskeyDialog } from './rename-passkey-dialog';
import { useBrowserMakesPasskeys } from './use-browser-makes-passkeys';

const LIST_ID = 'passkeys-list';

function usedLine(passkey: Passkey): string {
  const added = `Added ${formatDate(passkey.createdAt)}`;
  const used =
    passkey.lastUsedAt === null ? 'not used yet' : `last used ${formatDate(passkey.lastUsedAt)}`;
  return `${added} · ${used}`;
}

/**
 * "Passkeys" on My details: sign in with the device's screen lock instead of the password.
 * The person adds one (the browser's own prompt), names, renames and removes their own; the
 * password keeps working beside them.
 */
export function PasskeysSection({ userGuid }: { userGuid: string }) {
  const queryClient = useQueryClient();
  const list = useQuery(passkeysQueryOptions(userGuid));
  const add = useMutation(addPasskeyMutationOptions(queryClient, userGuid));
  const remove = useMutation(removePasskeyMutationOptions(queryClient, userGuid));
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = useBrowserMakesPasskeys();

  const addPasskey = () => {
    if (add.isPending) return;
    add.mutate(suggestPasskeyName(navigator.userAgent), {
      onSuccess: () => {
        notifyPasskeyChange(PASSKEY_MESSAGES.added);
      },
    });
  };
  const confirmRemoval = () => {
    if (removing === null) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notifyPasskeyChange(PASSKEY_MESSAGES.removed);
        setRemoving(null);
      },
    });
  };

  return (
    <TitledSection
      title="Passkeys"
      id="passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of your password. Your password still works too."
    >
      <Text size="sm" fw={600} id={LIST_ID} mt="sm" mb="xs">
        Your passkeys
      </Text>
      <LoadedList
        query={list}
        loadingLabel="Loading your passkeys"
        empty="You have no passkeys yet. Add one to sign in on this device without your password."
        labelledBy={LIST_ID}
      >
        {(passkey: Passkey) => (
          <Group component="li" key={passkey.id} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Group gap="xs">
                <Text fw={600}>{passkey.name}</Text>
                {passkey.synced && <Badge color="gray.7">Synced</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {usedLine(passkey)}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                variant="default"
                size="sm"
                aria-label={`Rename ${passkey.name}`}
                onClick={() => {
                  setRenaming(passkey);
                }}
              >
                Rename
              </Button>
              <RemoveButton
                what={passkey.name}
                onClick={() => {
                  remove.reset();
                  setRemoving(passkey);
                }}
              />
            </Group>
          </Group>
        )}
      </LoadedList>

      {add.isError && (
        <Notice color="red" role="alert" title="No passkey was added" mt="md">
          {passkeyPromptFailure(add.error) ?? failureMessage(add.error, PASSKEY_MESSAGES.notAdded)}
        </Notice>
      )}
      {supported ? (
        <Button mt="md" onClick={addPasskey} loading={add.isPending}>
          Add a passkey
        </Button>
      ) : (
        <Text size="sm" mt="md">
          This browser cannot make passkeys. Open My details in an up-to-date browser on your phone
          or computer to add one.
        </Text>
      )}

      {renaming !== null && (
        <RenamePasskeyDialog
          userGuid={userGuid}
          passkey={renaming}
          onClose={() => {
            setRenaming(null);
          }}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove passkey?"
        confirmLabel="Remove passkey"
        danger
        pending={remove.isPending}
        error={remove.isError ? failureMessage(remove.error, 'Please try again.') : null}
        onConfirm={confirmRemoval}
        onClose={() => {
          setRemoving(null);
        }}
      >
        {removing === null
          ? null
          : `“${removing.name}” will no longer sign you in. Remove it from the device too, in its passkey or password settings. You can still sign in with your password.`}
      </ConfirmDialog>
    </TitledSection>
  );
}
