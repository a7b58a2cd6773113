import { List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { TitledSection } from '../../../../shared/ui/titled-section';
import { staffOpeningsQueryOptions } from '../api/activity-queries';
import { whenText } from './activity-words';

/** The heading's id: My details links to it from its index. */
const HEADING_ID = 'staff-openings';

/** "Staff who opened your account": each opening in the last year and what was changed. */
export function StaffOpeningsSection({ accountCode }: { accountCode: string }) {
  const openings = useQuery(staffOpeningsQueryOptions(accountCode));
  return (
    <TitledSection
      id={HEADING_ID}
      title="Staff who opened your account"
      description={`Each time one of our staff opened account ${accountCode} to help, in the last 12 months, and what they changed while it was open.`}
    >
      {openings.isPending ? (
        <LoadingSkeleton height={60} label="Loading staff openings" />
      ) : openings.isError ? (
        <LoadFailed what="who opened your account" onRetry={() => void openings.refetch()} />
      ) : openings.data.openings.length === 0 ? (
        <Text size="sm">No one from our staff has opened this account in the last 12 months.</Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby={HEADING_ID}
        >
          {openings.data.openings.map((opening) => (
            <li key={opening.id}>
              <Text fw={600}>
                {opening.salesPersonName} opened it on {whenText(opening.openedAt)}
              </Text>
              {opening.changes.length === 0 ? (
                <Text size="sm">Nothing was changed.</Text>
              ) : (
                <>
                  <Text size="sm">What was changed:</Text>
                  <List size="sm" spacing={2}>
                    {opening.changes.map((change, index) => (
                      // Changes are fixed for a past opening; their order is their identity.
                      <List.Item key={index}>
                        {change.description} ({whenText(change.at)})
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </li>
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}
