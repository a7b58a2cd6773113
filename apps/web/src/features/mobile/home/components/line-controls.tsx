import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { MobileServiceDetails } from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { useCanChangeAccount } from '../../../../shared/accounts';
import { BarringDialog } from './barring-dialog';
import { ChangeNumberDialog, type NumberChange } from './change-number-dialog';
import { NumberChangeResult } from './number-change-result';
import { barringText, lineStatus, spendLimitText } from './line-summary';
import { RenameDialog } from './rename-dialog';
import { SimBlockDialog } from './sim-block-dialog';
import { SpendLimitDialog } from './spend-limit-dialog';
import { WalletBalance } from './wallet-balance';
import { useResumedAction } from '../../../../shared/step-up';
import {
  changeNumberKey,
  keptNumberChange,
  keptSimBlock,
  lineChangeKey,
} from '../../shared/mobile-line-queries';

type Dialog = 'rename' | 'spend' | 'barring' | 'sim' | 'number' | null;

function ControlRow(props: { label: string; value: ReactNode; action: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <div>
        <Text fw={600}>{props.label}</Text>
        <Text size="sm">{props.value}</Text>
      </div>
      {props.action}
    </Group>
  );
}

/** The selected line's settings, each changed through a dialog that confirms first. */
export function LineControls({
  accountCode,
  line,
}: {
  accountCode: string;
  line: MobileServiceDetails;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [numberChange, setNumberChange] = useState<NumberChange | null>(null);
  const canChange = useCanChangeAccount(accountCode);
  const number = formatPhoneNumber(line.serviceEntity);
  // Back from signing in again to block this line's SIM: the same dialog, to finish it.
  const [resumed, setResumed] = useState(false);
  useResumedAction(lineChangeKey(accountCode), (kept) => {
    const change = keptSimBlock(kept);
    if (change?.serviceEntity !== line.serviceEntity || change.blocked === line.simBlocked) return;
    setResumed(true);
    setDialog('sim');
  });
  // Back from signing in again to change this line's number: its review, to order it.
  const [keptNumber, setKeptNumber] = useState<string | null>(null);
  useResumedAction(changeNumberKey(accountCode), (kept) => {
    const change = keptNumberChange(kept);
    if (change?.serviceEntity !== line.serviceEntity || line.pendingNumber !== null) return;
    setKeptNumber(change.newNumber);
    setDialog('number');
  });
  const close = () => {
    setKeptNumber(null);
    setResumed(false);
    setDialog(null);
  };
  const action = (label: string, which: Exclude<Dialog, null>) =>
    canChange ? (
      <Button
        variant="light"
        onClick={() => {
          setDialog(which);
        }}
      >
        {label}
      </Button>
    ) : null;
  const dialogProps = { accountCode, line, onClose: close };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="line-controls-heading"
    >
      <Stack gap="md">
        <Title order={2} id="line-controls-heading" fz="xl">
          Manage {number}
        </Title>
        <ControlRow
          label="Name"
          value={line.serviceEntityDescription ?? 'No name yet'}
          action={action('Rename', 'rename')}
        />
        <Divider />
        <ControlRow
          label="Status"
          value={line.isPaused ? 'Paused: no calls, texts or data until resumed' : lineStatus(line)}
          // Pausing and resuming have a page of their own, linked from the line above.
          action={null}
        />
        <Divider />
        {line.isPrepay ? (
          <WalletBalance accountCode={accountCode} serviceEntity={line.serviceEntity} />
        ) : (
          <ControlRow
            label="Spend limit"
            value={spendLimitText(line.spendLimit)}
            action={action('Change spend limit', 'spend')}
          />
        )}
        <Divider />
        <ControlRow
          label="Barring"
          value={barringText(line.barSettings)}
          action={action('Change barring', 'barring')}
        />
        <Divider />
        <ControlRow
          label="SIM card"
          value={line.simBlocked ? 'Blocked: the SIM cannot be used' : 'Active'}
          action={action(line.simBlocked ? 'Unblock SIM' : 'Block SIM', 'sim')}
        />
        <Divider />
        <ControlRow
          label="Number"
          value={
            line.pendingNumber === null
              ? number
              : `${number}, changing to ${formatPhoneNumber(line.pendingNumber)}`
          }
          action={line.pendingNumber === null ? action('Change number', 'number') : null}
        />
        {numberChange?.serviceEntity === line.serviceEntity && (
          <NumberChangeResult change={numberChange} />
        )}
      </Stack>
      {dialog === 'rename' && <RenameDialog {...dialogProps} />}
      {dialog === 'spend' && <SpendLimitDialog {...dialogProps} />}
      {dialog === 'barring' && <BarringDialog {...dialogProps} />}
      {dialog === 'sim' && <SimBlockDialog {...dialogProps} resumed={resumed} />}
      {dialog === 'number' && (
        <ChangeNumberDialog {...dialogProps} kept={keptNumber} onOrdered={setNumberChange} />
      )}
    </Paper>
  );
}
