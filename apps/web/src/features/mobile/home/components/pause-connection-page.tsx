import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { MobileServiceDetails } from '@portal/contracts';
import { formatDate, formatPhoneNumber } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { useLineChange, useSelectedMobileService } from '../../shared';
import { useCanChangeAccount } from '../../../../shared/accounts';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';

/** /mobile/pause-connection: pause or resume the selected number, after confirming. */
export function PauseConnectionPage() {
  const { accountCode, query, selected } = useSelectedMobileService();
  return (
    <>
      <PageHeader routeKey="mobile-pause-connection" />
      {accountCode === null ? (
        <Text>No account is selected.</Text>
      ) : query.isPending ? (
        <LoadingSkeleton height={160} label="Loading your mobile numbers" />
      ) : query.isError ? (
        <Alert color="red" title="Uh oh, something went wrong." role="alert">
          Your mobile numbers could not be loaded. Try reloading the page or come back later.
        </Alert>
      ) : selected === null ? (
        <Text>There are no mobile numbers on this account to pause.</Text>
      ) : (
        <Stack gap="lg" maw={560}>
          <PauseCard key={selected.serviceEntity} accountCode={accountCode} line={selected} />
        </Stack>
      )}
    </>
  );
}

function PauseCard({ accountCode, line }: { accountCode: string; line: MobileServiceDetails }) {
  const [confirming, setConfirming] = useState(false);
  const change = useLineChange(accountCode);
  const canChange = useCanChangeAccount(accountCode);
  const number = formatPhoneNumber(line.serviceEntity);
  const pause = !line.isPaused;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label={`Pause state of ${number}`}
    >
      <Stack gap="sm">
        <Text fw={700}>
          {line.isPaused
            ? `${number} is paused${line.pausedAt === null ? '' : ` since ${formatDate(line.pausedAt)}`}.`
            : `${number} is ${line.status === 'Active' ? 'active' : line.status.toLowerCase()}.`}
        </Text>
        <Text size="sm">
          {line.isPaused
            ? 'No calls, texts or data until you resume it.'
            : 'While paused, the number keeps its plan but makes no calls, texts or data use.'}
        </Text>
        {canChange ? (
          <Button
            onClick={() => {
              setConfirming(true);
            }}
            disabled={pause && line.status === 'Cancelled'}
            style={{ alignSelf: 'flex-start' }}
          >
            {pause ? 'Pause this number' : 'Resume this number'}
          </Button>
        ) : (
          <ViewOnlyNotice unavailable="pause or resume a number" />
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={pause ? `Pause ${number}?` : `Resume ${number}?`}
        confirmLabel={pause ? 'Pause number' : 'Resume number'}
        danger={pause}
        pending={change.pending}
        error={change.error}
        onClose={() => {
          setConfirming(false);
          change.clearError();
        }}
        onConfirm={() => {
          change.run(
            { kind: 'pause', serviceEntity: line.serviceEntity, paused: pause },
            {
              success: pause ? `${number} is paused.` : `${number} is active again.`,
              failure: 'Please try again.',
              onDone: () => {
                setConfirming(false);
              },
            },
          );
        }}
      >
        <Text>
          {pause
            ? `${number} will stop making and receiving calls and texts and using data until you resume it. Your plan stays as it is.`
            : `${number} will make and receive calls and texts and use data again straight away.`}
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
