import { Alert, Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  accountQueryOptions,
  useCanChangeAccount,
  useIsViewOnly,
} from '../../../../shared/accounts';
import { PageHeader } from '../../../../shared/page/page-header';
import { ClosedAccountNotice } from '../../../../shared/ui/closed-account-notice';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';
import { useSelectedMobileService } from '../../shared';
import { groupPlanServicesQueryOptions } from '../api/group-plan-queries';
import { GroupPlanSection } from './group-plan-section';
import { lineActions } from './line-actions';
import { LineCard } from './line-card';
import { LineControls } from './line-controls';
import { MobileAccountLinks } from './mobile-account-links';
import { LoadingStack } from '../../../../shared/ui/loading-stack';

/** Mobile home (spec section 2, /mobile): the account's lines and the selected line's controls. */
export function MobileHomePage() {
  const { accountCode, query, lines, selected, select } = useSelectedMobileService();
  const canChange = useCanChangeAccount(accountCode);
  // A failed load reads as no group, as on the group plan section below.
  const group = useQuery({
    ...groupPlanServicesQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  const groupRole = (serviceEntity: string) =>
    group.data?.find((member) => member.serviceEntity === serviceEntity)?.role ?? null;
  const viewOnly = useIsViewOnly(accountCode);
  const account = useQuery({
    ...accountQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  return (
    <>
      <PageHeader routeKey="mobile" />
      {accountCode === null ? (
        <Text>No account is selected.</Text>
      ) : query.isPending ? (
        <LoadingStack label="Loading your mobile numbers">
          <Skeleton height={120} />
          <Skeleton height={240} />
        </LoadingStack>
      ) : query.isError ? (
        <Alert color="red" title="Uh oh, something went wrong." role="alert">
          Your mobile numbers could not be loaded. Try reloading the page or come back later.
        </Alert>
      ) : lines.length === 0 || selected === null ? (
        <NoMobileNumbers accountCode={accountCode} />
      ) : (
        <Stack gap="xl">
          {viewOnly && (
            <ViewOnlyNotice unavailable="change these numbers or add a mobile connection" />
          )}
          <section aria-labelledby="mobile-lines-heading">
            <Group justify="space-between" align="baseline" mb="sm">
              <Text id="mobile-lines-heading" component="h2" fw={700} fz="xl">
                Your mobile numbers
              </Text>
              <MobileAccountLinks
                lines={lines}
                canChange={canChange}
                closed={(account.data?.dateCancelled ?? null) !== null}
              />
            </Group>
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {lines.map((line) => (
                <LineCard
                  key={line.serviceEntity}
                  line={line}
                  actions={lineActions(line, {
                    canChange,
                    groupRole: groupRole(line.serviceEntity),
                  })}
                  selected={line.serviceEntity === selected.serviceEntity}
                  onSelect={() => {
                    select(line.serviceEntity);
                  }}
                />
              ))}
            </SimpleGrid>
          </section>
          <LineControls key={selected.serviceEntity} accountCode={accountCode} line={selected} />
          <GroupPlanSection accountCode={accountCode} selected={selected} />
        </Stack>
      )}
    </>
  );
}

/** No lines yet: the way to add one, or why there is none (closed, or view-only access). */
function NoMobileNumbers({ accountCode }: { accountCode: string }) {
  const account = useQuery(accountQueryOptions(accountCode));
  const canChange = useCanChangeAccount(accountCode);
  if (account.data === undefined) return <Text>There are no mobile numbers on this account.</Text>;
  if (account.data.dateCancelled !== null) {
    return (
      <Stack gap="md">
        <Text>There are no mobile numbers on this account.</Text>
        <ClosedAccountNotice feature="New mobile connections" account={account.data} />
      </Stack>
    );
  }
  if (!canChange) {
    return (
      <Stack gap="md">
        <Text>There are no mobile numbers on this account yet.</Text>
        <ViewOnlyNotice unavailable="add a mobile connection" />
      </Stack>
    );
  }
  return (
    <Text>
      There are no mobile numbers on this account yet.{' '}
      <Anchor component={Link} to="/mobile/add-mobile-connection">
        Add a mobile connection
      </Anchor>
    </Text>
  );
}
