import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '@portal/domain';
import type { AuditEntry } from '@portal/contracts';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { AUDIT_TRAIL_PAGE_SIZE, auditTrailQueryOptions } from '../api/staff-queries';
import { ColumnHeads } from '../../../shared/ui/column-heads';

function when(entry: AuditEntry): string {
  const at = new Date(entry.at);
  return `${formatDate(at)} ${formatTime(at)}`;
}

/** The opened account's trail, newest first, a page at a time (staff only). */
export function AuditTrail({ accountCode }: { accountCode: string }) {
  const [page, setPage] = useState(1);
  const trail = useQuery(auditTrailQueryOptions(accountCode, page));
  const pages = Math.max(1, Math.ceil((trail.data?.total ?? 0) / AUDIT_TRAIL_PAGE_SIZE));

  return (
    <Stack gap="sm" component="section" aria-labelledby="audit-trail-title">
      <Title order={2} size="h3" id="audit-trail-title">
        Audit trail
      </Title>
      {trail.isPending && <LoadingSkeleton label="Loading the audit trail" height={160} />}
      {trail.isError && (
        <Alert color="red" title="Oops, something went wrong" role="alert">
          Please try again.
        </Alert>
      )}
      {trail.data?.entries.length === 0 && <Text>Nothing has been recorded for this account.</Text>}
      {trail.data !== undefined && trail.data.entries.length > 0 && (
        // Three short columns wrap on a phone, so nothing needs scrolling sideways.
        <Table striped verticalSpacing="sm" aria-label="Audit trail, newest first">
          <ColumnHeads columns={['When', 'Who', 'What']} />
          <Table.Tbody>
            {trail.data.entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{when(entry)}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <span>{entry.actorName ?? 'Online'}</span>
                    {entry.isStaff && <Badge color="grape.9">Staff</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{entry.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && (
        // Two plain buttons: full-size targets, named for what they show.
        <Group gap="sm" component="nav" aria-label="Audit trail pages">
          <Button
            variant="default"
            disabled={page <= 1}
            onClick={() => {
              setPage(page - 1);
            }}
          >
            Newer
          </Button>
          <Text size="sm" aria-live="polite">
            Page {page} of {pages}
          </Text>
          <Button
            variant="default"
            disabled={page >= pages}
            onClick={() => {
              setPage(page + 1);
            }}
          >
            Older
          </Button>
        </Group>
      )}
    </Stack>
  );
}
