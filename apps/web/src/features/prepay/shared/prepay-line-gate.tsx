import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatPhoneNumber } from '@portal/domain';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { Notice } from '../../../shared/ui/notice';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

/** A mobile line as the prepay pages need it. */
export interface PrepayLine {
  serviceEntity: string;
  isPrepay: boolean;
}

/** The selected account's mobile lines and the one selected (the connection picker's). */
export interface PrepayLines {
  status: 'pending' | 'error' | 'success';
  lines: readonly PrepayLine[];
  selected: PrepayLine | null;
  retry: () => void;
  select: (serviceEntity: string) => void;
}

/** What a page says when the account or the selected line is not prepay. */
export interface PrepayLineGateCopy {
  /** "Top-ups are for prepay numbers, and this account has none." */
  noPrepayLines: string;
  notPrepayTitle: string;
  /** Follows "{number} is paid by bill, " */
  notPrepayReason: string;
  /** The button that selects a prepay line instead. */
  pickLabel: (formattedNumber: string) => string;
}

export interface PrepayLineGateProps {
  accountCode: string | null;
  mobile: PrepayLines;
  copy: PrepayLineGateCopy;
  children: (selected: { accountCode: string; serviceEntity: string }) => ReactNode;
}

/**
 * Renders its children for the selected line once it is known to be prepay; otherwise
 * says why not and offers the account's prepay lines, or adding one.
 */
export function PrepayLineGate({ accountCode, mobile, copy, children }: PrepayLineGateProps) {
  const selected = mobile.selected;
  const prepayLines = mobile.lines.filter((line) => line.isPrepay);
  if (mobile.status === 'pending') {
    return <LoadingSkeleton height={200} radius="md" label="Loading your mobile numbers" />;
  }
  if (mobile.status === 'error') {
    return <LoadFailed what="your mobile numbers" onRetry={mobile.retry} />;
  }
  if (accountCode === null || prepayLines.length === 0) {
    return (
      <Notice color="gray" title="No prepay numbers here">
        <Text size="sm" mb="xs">
          {copy.noPrepayLines}
        </Text>
        <Anchor component={Link} to="/account/add-mobile-number" size="sm" fw={600}>
          Add a prepay number
        </Anchor>
      </Notice>
    );
  }
  if (selected === null || !selected.isPrepay) {
    return (
      <Notice color="blue" title={copy.notPrepayTitle}>
        <Text size="sm" mb="sm">
          {selected === null ? 'This number' : formatPhoneNumber(selected.serviceEntity)} is paid by
          bill, {copy.notPrepayReason} Pick a prepay number:
        </Text>
        <Group gap="sm">
          {prepayLines.map((line) => (
            <Button
              key={line.serviceEntity}
              variant="default"
              size="sm"
              onClick={() => {
                mobile.select(line.serviceEntity);
              }}
            >
              {copy.pickLabel(formatPhoneNumber(line.serviceEntity))}
            </Button>
          ))}
        </Group>
      </Notice>
    );
  }
  return <>{children({ accountCode, serviceEntity: selected.serviceEntity })}</>;
}
