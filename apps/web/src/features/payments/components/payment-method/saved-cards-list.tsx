import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListedSavedCard } from '@portal/contracts';
import {
  CARD_REMOVED_MESSAGE,
  CARD_REMOVE_FAILED_MESSAGE,
  CARD_REMOVE_PROBLEM_MESSAGE,
} from '@portal/contracts';
import { removeCardMutationOptions, savedCardsQueryOptions } from '../../api/payment-queries';
import { cardLabel } from '@portal/domain';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { RemoveButton } from '../../../../shared/ui/remove-button';
import { TitledSection } from '../../../../shared/ui/titled-section';

interface SavedCardsListProps {
  accountCode: string;
  canChange: boolean;
}

/** The account's saved cards; those nothing uses can be removed, after a confirmation. */
export function SavedCardsList({ accountCode, canChange }: SavedCardsListProps) {
  const queryClient = useQueryClient();
  const query = useQuery(savedCardsQueryOptions(accountCode));
  const [removing, setRemoving] = useState<ListedSavedCard | null>(null);
  const remove = useMutation(removeCardMutationOptions(queryClient, accountCode));
  const removeCard = (card: ListedSavedCard) => {
    remove.mutate(card.cardId, {
      onSuccess: () => {
        setRemoving(null);
        notifications.show({ color: 'green', message: CARD_REMOVED_MESSAGE });
      },
      onError: () => {
        setRemoving(null);
        notifications.show({
          color: 'red',
          title: CARD_REMOVE_FAILED_MESSAGE,
          message: CARD_REMOVE_PROBLEM_MESSAGE,
        });
      },
    });
  };

  return (
    <TitledSection title="Saved cards">
      {query.isPending ? (
        <LoadingSkeleton height={48} label="Loading your saved cards" />
      ) : query.isError || query.data.length === 0 ? (
        <Text c="dimmed">
          No saved cards. A card you save when paying or setting up card payments shows here.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.map((card) => (
            <Group component="li" key={card.cardId} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{cardLabel(card)}</Text>
                <Text size="sm" c="dimmed">
                  Expires {card.expiry}
                  {card.usedAs === null ? '' : ` · ${card.usedAs}`}
                </Text>
              </div>
              {canChange && card.removable && (
                <RemoveButton
                  what={cardLabel(card)}
                  onClick={() => {
                    setRemoving(card);
                  }}
                />
              )}
            </Group>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Delete saved card?"
        confirmLabel="Delete card"
        cancelLabel="Keep"
        danger
        pending={remove.isPending}
        error={null}
        onConfirm={() => {
          if (removing !== null) removeCard(removing);
        }}
        onClose={() => {
          setRemoving(null);
        }}
      >
        {removing === null
          ? null
          : `${cardLabel(removing)} will be removed from this account. You can add it again later.`}
      </ConfirmDialog>
    </TitledSection>
  );
}
