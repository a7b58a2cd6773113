import { Anchor, Button, Group, Skeleton, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatPhoneNumber } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { Notice } from '../../../../shared/ui/notice';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { PrepayLineHistory } from './prepay-line-history';

/** A mobile line as the page needs it. */
export interface HistoryLine {
  serviceEntity: string;
  isPrepay: boolean;
}

export interface SpendHistoryPageProps {
  accountCode: string | null;
  /** The selected account's mobile lines and the one selected (the connection picker's). */
  lines: {
    status: 'pending' | 'error' | 'success';
    all: readonly HistoryLine[];
    selected: HistoryLine | null;
    retry: () => void;
    select: (serviceEntity: string) => void;
  };
}

/** /mobile/prepay-spend-history: top-ups and spend of the selected prepay number. */
export function SpendHistoryPage({ accountCode, lines }: SpendHistoryPageProps) {
  const selected = lines.selected;
  const prepayLines = lines.all.filter((line) => line.isPrepay);

  let body;
  if (lines.status === 'pending') {
    body = <Skeleton height={200} radius="md" />;
  } else if (lines.status === 'error') {
    body = <LoadFailed what="your mobile numbers" onRetry={lines.retry} />;
  } else if (accountCode === null || prepayLines.length === 0) {
    body = (
      <Notice color="gray" title="No prepay numbers here">
        <Text size="sm" mb="xs">
          Spend history is for prepay numbers, and this account has none.
        </Text>
        <Anchor component={Link} to="/account/add-mobile-number" size="sm" fw={600}>
          Add a prepay number
        </Anchor>
      </Notice>
    );
  } else if (selected === null || !selected.isPrepay) {
    body = (
      <Notice color="blue" title="This page is for prepay numbers">
        <Text size="sm" mb="sm">
          {selected === null ? 'This number' : formatPhoneNumber(selected.serviceEntity)} is paid by
          bill, so its charges are on your bills. Pick a prepay number:
        </Text>
        <Group gap="sm">
          {prepayLines.map((line) => (
            <Button
              key={line.serviceEntity}
              variant="default"
              size="sm"
              onClick={() => {
                lines.select(line.serviceEntity);
              }}
            >
              History of {formatPhoneNumber(line.serviceEntity)}
            </Button>
          ))}
        </Group>
      </Notice>
    );
  } else {
    body = (
      <PrepayLineHistory
        key={selected.serviceEntity}
        accountCode={accountCode}
        serviceEntity={selected.serviceEntity}
      />
    );
  }

  return (
    <>
      <PageHeader routeKey="prepay-spend-history" />
      {body}
    </>
  );
}
