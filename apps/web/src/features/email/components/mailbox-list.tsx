import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDataVolume } from '@portal/domain';
import {
  EMAIL_MESSAGES,
  mailboxRemovalFailure,
  type EmailProduct,
  type Mailbox,
} from '@portal/contracts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { deleteMailboxMutationOptions } from '../api/email-queries';
import { ChangeMailboxPassword } from './change-mailbox-password';
import { showSuccess } from './show-success';
import { TitledSection } from '../../../shared/ui/titled-section';

interface MailboxListProps {
  accountCode: string;
  product: EmailProduct;
  mailboxes: readonly Mailbox[];
  canChange: boolean;
}

/** Each mailbox with its storage used; the owner may change its password or remove it. */
export function MailboxList({ accountCode, product, mailboxes, canChange }: MailboxListProps) {
  const queryClient = useQueryClient();
  const remove = useMutation(deleteMailboxMutationOptions(queryClient, accountCode));
  const [removing, setRemoving] = useState<Mailbox | null>(null);
  const [changing, setChanging] = useState<Mailbox | null>(null);

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };
  const confirmRemove = () => {
    if (removing === null) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        closeRemove();
        showSuccess(EMAIL_MESSAGES.removed);
      },
    });
  };

  return (
    <TitledSection
      title="Your mailboxes"
      titleMb={0}
      description={
        <>
          {mailboxes.length} of {product.mailboxLimit} mailboxes used on {product.domain}
        </>
      }
    >
      {mailboxes.length === 0 ? (
        <Text>There are no mailboxes yet. Add one below to start receiving email.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {mailboxes.map((mailbox) => (
            <MailboxItem
              key={mailbox.id}
              mailbox={mailbox}
              canChange={canChange}
              onRemove={() => {
                setRemoving(mailbox);
              }}
              onChangePassword={() => {
                setChanging(mailbox);
              }}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this mailbox?"
        confirmLabel="Remove mailbox"
        cancelLabel="Keep mailbox"
        danger
        pending={remove.isPending}
        error={
          remove.isError && removing !== null ? mailboxRemovalFailure(removing.emailAddress) : null
        }
        onConfirm={confirmRemove}
        onClose={closeRemove}
      >
        {removing?.emailAddress} and every email in it will be deleted. This cannot be undone.
      </ConfirmDialog>
      <ChangeMailboxPassword
        accountCode={accountCode}
        mailbox={changing}
        onClose={() => {
          setChanging(null);
        }}
      />
    </TitledSection>
  );
}

interface MailboxItemProps {
  mailbox: Mailbox;
  canChange: boolean;
  onRemove: () => void;
  onChangePassword: () => void;
}

function MailboxItem({ mailbox, canChange, onRemove, onChangePassword }: MailboxItemProps) {
  const usedPercent = mailbox.quotaBytes > 0 ? (mailbox.usedBytes / mailbox.quotaBytes) * 100 : 0;
  const usage = `${formatDataVolume(mailbox.usedBytes)} of ${formatDataVolume(mailbox.quotaBytes)} used`;
  return (
    <Paper component="li" withBorder p="md" radius="sm" aria-label={mailbox.emailAddress}>
      <Stack gap={6}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {mailbox.emailAddress}
        </Text>
        {mailbox.displayName !== null && <Text size="sm">{mailbox.displayName}</Text>}
        <Progress
          value={Math.min(usedPercent, 100)}
          size="sm"
          aria-label={`Storage of ${mailbox.emailAddress}`}
        />
        <Text size="sm" c="dimmed">
          {usage}
        </Text>
        {canChange && (
          <Group gap="sm" mt={4}>
            <Button
              variant="default"
              size="sm"
              onClick={onChangePassword}
              aria-label={`Change password of ${mailbox.emailAddress}`}
            >
              Change password
            </Button>
            <Button
              variant="outline"
              color="red.8"
              size="sm"
              onClick={onRemove}
              aria-label={`Remove ${mailbox.emailAddress}`}
            >
              Remove
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
