import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BillChanges as Changes, BillReference } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';
import { billChangesQueryOptions } from '../api/bill-changes-queries';
import { AnchorLink } from '../../../shared/ui/anchor-link';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

const HEADING_ID = 'bill-changes';

/** "What changed and why": the bill against the one before it, line by line in plain words. */
export function BillChanges({
  accountCode,
  invoiceId,
}: {
  accountCode: string;
  invoiceId: string;
}) {
  const changes = useQuery(billChangesQueryOptions(accountCode, invoiceId));
  let body;
  if (changes.isPending) {
    body = <LoadingSkeleton height={120} label="Loading what changed on this bill" />;
  } else if (changes.isError) {
    body = (
      <LoadFailed
        what="what changed on this bill"
        onRetry={() => {
          void changes.refetch();
        }}
      />
    );
  } else {
    body = <ChangesView changes={changes.data} />;
  }
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h4" mb="xs" id={HEADING_ID}>
        What changed since the previous bill
      </Title>
      {body}
    </Card>
  );
}

function ChangesView({ changes }: { changes: Changes }) {
  const suffix = changes.displayGstInclusiveValues ? '' : ' excl. GST';
  const money = (cents: number) => `${formatNzd(cents)}${suffix}`;
  const signed = (cents: number) => `${cents > 0 ? '+' : ''}${money(cents)}`;
  const { previous } = changes;
  if (previous === null) {
    return (
      <Text size="sm">
        This is the first bill on this account, so there is no earlier bill to compare it with.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{summary(changes.difference, previous, money)}</Text>
      {changes.changes.length === 0 ? (
        <Text size="sm">Nothing on this bill differs from the previous one.</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Changes from the previous bill"
        >
          {changes.changes.map((change, index) => (
            <Group component="li" key={index} justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text size="sm">{change.text}</Text>
                <Text size="xs" c="dimmed">
                  {change.title}
                </Text>
              </div>
              <Text size="sm" fw={600} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {signed(change.difference)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <AnchorLink
        to="/account/invoice/$invoiceid"
        params={{ invoiceid: previous.invoiceId }}
        size="sm"
      >
        View the previous bill of {formatDate(previous.billDate)}
      </AnchorLink>
    </Stack>
  );
}

/** "This bill is $123.40 more than the previous bill of 05/11/2026 ($456.00)." */
function summary(difference: number, previous: BillReference, money: (cents: number) => string) {
  const of = `the previous bill of ${formatDate(previous.billDate)} (${money(previous.amount)})`;
  if (difference === 0) return `This bill is the same as ${of}.`;
  const direction = difference > 0 ? 'more' : 'less';
  return `This bill is ${money(Math.abs(difference))} ${direction} than ${of}.`;
}
