import { Alert, Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../../shared/page/page-header';
import { useSelectedMobileService } from '../../shared';
import { GroupPlanSection } from './group-plan-section';
import { LineCard } from './line-card';
import { LineControls } from './line-controls';

/** Mobile home (spec section 2, /mobile): the account's lines and the selected line's controls. */
export function MobileHomePage() {
  const { accountCode, query, lines, selected, select } = useSelectedMobileService();
  return (
    <>
      <PageHeader routeKey="mobile" />
      {accountCode === null ? (
        <Text>No account is selected.</Text>
      ) : query.isPending ? (
        <Stack aria-label="Loading your mobile numbers">
          <Skeleton height={120} />
          <Skeleton height={240} />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" title="Uh oh, something went wrong." role="alert">
          Your mobile numbers could not be loaded. Try reloading the page or come back later.
        </Alert>
      ) : lines.length === 0 || selected === null ? (
        <Text>
          There are no mobile numbers on this account yet.{' '}
          <Anchor component={Link} to="/mobile/add-mobile-connection">
            Add a mobile connection
          </Anchor>
        </Text>
      ) : (
        <Stack gap="xl">
          <section aria-labelledby="mobile-lines-heading">
            <Group justify="space-between" align="baseline" mb="sm">
              <Text id="mobile-lines-heading" component="h2" fw={700} fz="xl">
                Your mobile numbers
              </Text>
              {lines.some((line) => line.isPrepay) && (
                <Anchor component={Link} to="/account/add-mobile-number" fw={600}>
                  Add a prepay number
                </Anchor>
              )}
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
