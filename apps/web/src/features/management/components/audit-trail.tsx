import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '@portal/domain';
import type { AuditEntry } from '@portal/contracts';
import { AUDIT_TRAIL_PAGE_SIZE, auditTrailQueryOptions } from '../api/staff-queries';
import { LoadedTable } from '../../../shared/ui/loaded-table';

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
      {/* Three short columns wrap on a phone, so nothing needs scrolling sideways. */}
      <LoadedTable
        query={trail}
        items={trail.data?.entries}
        loadingLabel="Loading the audit trail"
        loadingHeight={160}
        empty="Nothing has been recorded for this account."
        label="Audit trail, newest first"
        columns={['When', 'Who', 'What']}
        striped
      >
        {(entry) => (
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
        )}
      </LoadedTable>
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
