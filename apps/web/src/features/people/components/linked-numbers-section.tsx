import { Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PEOPLE_MESSAGES, USER_MESSAGES, type LinkedNumber } from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import {
  linkedNumbersQueryOptions,
  unlinkNumberMutationOptions,
} from '../api/account-people-queries';
import { LinkNumberForm } from './link-number-form';
import { notifySuccess } from './notify-success';
import { LoadedList } from '../../../shared/ui/loaded-list';
import { RemoveButton } from '../../../shared/ui/remove-button';
import { TitledSection } from '../../../shared/ui/titled-section';

/**
 * Numbers linked to the account, so we know the customer when they call from one. Every
 * holder sees them; the owner (and staff) link and remove.
 */
export function LinkedNumbersSection({
  accountCode,
  canChange,
}: {
  accountCode: string;
  canChange: boolean;
}) {
  const queryClient = useQueryClient();
  const numbers = useQuery(linkedNumbersQueryOptions(accountCode));
  const [removing, setRemoving] = useState<LinkedNumber | null>(null);
  const unlink = useMutation(unlinkNumberMutationOptions(queryClient, accountCode));
  const shown = (linked: LinkedNumber) => formatPhoneNumber(linked.number);

  return (
    <TitledSection
      id="linked-numbers"
      title="Linked numbers"
      description="When you call us from one of these numbers, we know it is you."
    >
      <LoadedList
        query={numbers}
        loadingLabel="Loading linked numbers"
        empty="No numbers are linked to this account yet."
        labelledBy="linked-numbers"
      >
        {(linked) => (
          <Group component="li" key={linked.id} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{shown(linked)}</Text>
              {linked.description !== null && (
                <Text size="sm" c="dimmed">
                  {linked.description}
                </Text>
              )}
            </div>
            {canChange && (
              <RemoveButton
                what={shown(linked)}
                onClick={() => {
                  unlink.reset();
                  setRemoving(linked);
                }}
              />
            )}
          </Group>
        )}
      </LoadedList>
      {canChange && <LinkNumberForm accountCode={accountCode} />}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove linked number?"
        confirmLabel="Remove"
        cancelLabel="Keep"
        danger
        pending={unlink.isPending}
        error={
          unlink.isError && removing !== null ? USER_MESSAGES.notRemoved(shown(removing)) : null
        }
        onConfirm={() => {
          if (removing === null) return;
          unlink.mutate(removing.id, {
            onSuccess: () => {
              notifySuccess(PEOPLE_MESSAGES.numberUnlinked);
              setRemoving(null);
            },
          });
        }}
        onClose={() => {
          setRemoving(null);
        }}
      >
        {removing === null ? '' : `${shown(removing)} will no longer be linked to this account.`}
      </ConfirmDialog>
    </TitledSection>
  );
}
