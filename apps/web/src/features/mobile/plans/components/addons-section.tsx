import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddonPlanOffer } from '@portal/contracts';
import { chargeForDisplay, chargeFrequencyText, formatDate, formatNzd } from '@portal/domain';
import {
  addonChangeMutationOptions,
  addonPlansQueryOptions,
  type AddonChangeKind,
} from '../api/plans-queries';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { useCanChangeAccount } from '../../../../shared/accounts';

interface Props {
  accountCode: string;
  line: string;
  displayGstInclusive: boolean;
}

type Pending = { kind: AddonChangeKind; addon: AddonPlanOffer };

/** Each change's dialog title and button, and what it says after. */
const CHANGES: Record<
  AddonChangeKind,
  {
    title: (name: string) => string;
    confirmLabel: string;
    done: (name: string) => string;
    failed: string;
  }
> = {
  add: {
    title: (name) => `Add ${name}?`,
    confirmLabel: 'Add add-on',
    done: (name) => `${name} has been added.`,
    failed: 'added',
  },
  stop: {
    title: (name) => `Stop renewing ${name}?`,
    confirmLabel: 'Stop renewing',
    done: (name) => `${name} will not renew. It runs until its renewal date.`,
    failed: 'stopped',
  },
  end: {
    title: (name) => `End ${name} now?`,
    confirmLabel: 'End add-on now',
    done: (name) => `${name} has ended.`,
    failed: 'ended',
  },
};

/** Add-ons for the line through the SelfService channel: add one, or stop one renewing. */
export function AddonsSection({ accountCode, line, displayGstInclusive }: Props) {
  const queryClient = useQueryClient();
  // A view-only user sees the add-ons, without ways to add or end them.
  const canChange = useCanChangeAccount(accountCode);
  const addons = useQuery(addonPlansQueryOptions(accountCode, line));
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const price = (addon: AddonPlanOffer) =>
    `${formatNzd(chargeForDisplay(addon, displayGstInclusive))} ${chargeFrequencyText(addon.billFrequency, addon.autoRenews)} ${displayGstInclusive ? 'incl.' : 'excl.'} GST`;

  const mutation = useMutation({
    ...addonChangeMutationOptions(queryClient, accountCode, line),
    onSuccess: (_result, { kind, addon }) => {
      setNotice({ ok: true, text: CHANGES[kind].done(addon.name) });
      setPending(null);
    },
    // Spec section 8: the stop add-on wrapper answers false on failure.
    onError: (_error, { kind, addon }) => {
      setNotice({
        ok: false,
        text: `${addon.name} could not be ${CHANGES[kind].failed}. Please try again.`,
      });
      setPending(null);
    },
  });

  let body;
  if (addons.isPending) body = <LoadingSkeleton height={120} radius="md" label="Loading add-ons" />;
  else if (addons.isError)
    body = <LoadFailed what="the add-ons" onRetry={() => void addons.refetch()} />;
  else if (addons.data.length === 0) body = <Text>There are no add-ons for this number.</Text>;
  else
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {addons.data.map((addon) => {
          const running = addon.subscription;
          return (
            <Paper
              key={addon.addonPlanKey}
              component="li"
              withBorder
              radius="md"
              p="sm"
              aria-label={addon.name}
            >
              <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={700}>{addon.name}</Text>
                    {running !== null && (
                      <Badge color={running.stopRenewal ? 'gray.7' : 'teal.9'}>
                        {running.stopRenewal ? 'Not renewing' : 'Active'}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{addon.description}</Text>
                  <Text size="sm">{price(addon)}</Text>
                  {running?.renewsAt != null && (
                    <Text size="sm" c="dimmed">
                      {running.stopRenewal ? 'Ends' : 'Renews'} on {formatDate(running.renewsAt)}
                    </Text>
                  )}
                </Stack>
                {!canChange ? null : running === null ? (
                  <Button
                    variant="light"
                    onClick={() => {
                      setPending({ kind: 'add', addon });
                    }}
                    aria-label={`Add ${addon.name}`}
                  >
                    Add
                  </Button>
                ) : (
                  <Group gap="xs">
                    {!running.stopRenewal && (
                      <Button
                        variant="default"
                        onClick={() => {
                          setPending({ kind: 'stop', addon });
                        }}
                        aria-label={`Stop renewing ${addon.name}`}
                      >
                        Stop renewing
                      </Button>
                    )}
                    <Button
                      variant="default"
                      onClick={() => {
                        setPending({ kind: 'end', addon });
                      }}
                      aria-label={`End now: ${addon.name}`}
                    >
                      End now
                    </Button>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="addons-heading">
      <Title order={2} size="h3" id="addons-heading">
        Add-ons
      </Title>
      {notice !== null && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => {
            setNotice(null);
          }}
        >
          {notice.text}
        </Alert>
      )}
      {body}
      <ConfirmDialog
        opened={pending !== null}
        title={pending === null ? '' : CHANGES[pending.kind].title(pending.addon.name)}
        confirmLabel={pending === null ? '' : CHANGES[pending.kind].confirmLabel}
        cancelLabel="Cancel"
        pending={mutation.isPending}
        onConfirm={() => {
          if (pending !== null) mutation.mutate(pending);
        }}
        onClose={() => {
          setPending(null);
        }}
      >
        {pending !== null && <Text size="sm">{dialogText(pending, price)}</Text>}
      </ConfirmDialog>
    </Stack>
  );
}

/** What the confirmation says will happen. */
function dialogText({ kind, addon }: Pending, price: (addon: AddonPlanOffer) => string): string {
  const renewsAt = addon.subscription?.renewsAt;
  switch (kind) {
    case 'add':
      return `${addon.name} costs ${price(addon)}, charged on your next bill.`;
    case 'stop':
      return `${addon.name} keeps running until ${renewsAt ? formatDate(renewsAt) : 'its renewal date'} and then ends.`;
    case 'end':
      return `${addon.name} stops today instead of ${renewsAt ? `on ${formatDate(renewsAt)}` : 'at its renewal date'}. What is left of it is lost, and this cannot be undone.`;
  }
}
