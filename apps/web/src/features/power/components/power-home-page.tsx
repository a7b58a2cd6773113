import { Anchor, Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCanChangeAccount } from '../../../shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { POWER_ORDER_TYPES, type PowerConnection } from '@portal/contracts';
import { formatDate, toNzDateKey } from '@portal/domain';
import { PendingOrders } from '../../../shared/orders';
import { powerConnectionQueryOptions } from '../api/power-queries';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PlanRates } from './plan-rates';
import { TitledSection } from '../../../shared/ui/titled-section';
import { PowerUse } from './power-use';
import { UsageDownload } from './usage-download';
import { UsageDrillDown } from './usage-drill-down';
import { ReadingsTable } from './readings-table';
import { PowerAccountPage } from './selected-power-account';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { Fact } from '../../../shared/ui/fact';

const POWER_ORDERS = [POWER_ORDER_TYPES.planChange, POWER_ORDER_TYPES.signUp];

/** /power: the ICP, plan and rates, meters, readings and use, and pending power orders. */
export function PowerHomePage() {
  return <PowerAccountPage routeKey="power" Body={PowerHome} />;
}

function PowerHome({ accountCode }: { accountCode: string }) {
  const query = useQuery(powerConnectionQueryOptions(accountCode));
  const canChange = useCanChangeAccount(accountCode);
  return (
    <Stack gap="lg">
      <PendingOrders accountCode={accountCode} orderTypes={POWER_ORDERS} />
      {query.isPending ? (
        <LoadingSkeleton height={240} label="Loading your power details" />
      ) : query.isError ? (
        <LoadFailed what="your power details" onRetry={() => void query.refetch()} />
      ) : (
        <PowerDetails power={query.data} canChange={canChange} accountCode={accountCode} />
      )}
    </Stack>
  );
}

/** The connection's facts in the order the page lists them. */
function connectionFacts(power: PowerConnection): [label: string, value: string][] {
  return [
    ['ICP number', power.icpNumber],
    ['Address', power.address],
    ['Network', power.networkCompany],
    ['Status', power.status],
    ['With us since', formatDate(power.startDate)],
  ];
}

function PowerDetails({
  power,
  canChange,
  accountCode,
}: {
  power: PowerConnection;
  canChange: boolean;
  accountCode: string;
}) {
  const inclusive = power.displayGstInclusiveValues;
  const today = toNzDateKey(new Date());
  const { siteAccess } = power;
  return (
    <>
      <TitledSection title="Your connection">
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
          {connectionFacts(power).map(([label, value]) => (
            <Fact key={label} label={label} weight={500}>
              {value}
            </Fact>
          ))}
        </SimpleGrid>
      </TitledSection>

      <TitledSection title="Your plan">
        <Stack gap="sm">
          <Text fw={600}>{power.plan.name}</Text>
          <Text size="sm">{power.plan.description}</Text>
          <PlanRates plan={power.plan} inclusive={inclusive} />
          <Group>
            {canChange && (
              <Button component={Link} to="/power/change-power-plan" variant="light">
                Change power plan
              </Button>
            )}
            <Anchor component={Link} to="/account/my-details" hash="cost-to-leave">
              What it costs to leave
            </Anchor>
          </Group>
        </Stack>
      </TitledSection>

      <TitledSection title="Your meter">
        <Stack gap="sm">
          <List size="sm" spacing={4}>
            {power.meters.map((meter) => (
              <List.Item key={meter.meterSerial}>
                {`Meter ${meter.meterSerial}: ${meter.isSmart ? 'smart meter' : meter.meterType}, ${meter.registerContent} register`}
              </List.Item>
            ))}
          </List>
          <Text size="sm">
            <strong>Meter location:</strong>{' '}
            {siteAccess.meterLocation === '' ? 'not given yet' : siteAccess.meterLocation}
            {siteAccess.hasDog ? '. There is a dog at the property.' : ''}
          </Text>
          {canChange && (
            <Group>
              <Button component={Link} to="/power/meter-reading" variant="light">
                Submit a meter reading
              </Button>
              <Anchor component={Link} to="/power/site-access">
                Change meter location
              </Anchor>
            </Group>
          )}
        </Stack>
      </TitledSection>

      <TitledSection title="Your power use">
        <PowerUse power={power} />
      </TitledSection>

      <TitledSection title="Your use over time">
        <UsageDrillDown accountCode={accountCode} icp={power.icpNumber} today={today} />
      </TitledSection>

      <TitledSection title="Download your usage">
        <UsageDownload accountCode={accountCode} icp={power.icpNumber} today={today} />
      </TitledSection>

      <TitledSection title="Recent meter readings">
        <ReadingsTable readings={power.readings} />
      </TitledSection>

      <TitledSection title="Medically dependent">
        <Stack gap="sm">
          <Text size="sm">
            If someone in your home depends on power for their health, tell us, so we never
            disconnect your power for unpaid bills and talk with you before any change.
          </Text>
          <Anchor component={Link} to="/power/medical-dependency" w="fit-content">
            {canChange ? 'Apply or see your application' : 'About medical dependency'}
          </Anchor>
        </Stack>
      </TitledSection>
    </>
  );
}
