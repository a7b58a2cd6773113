import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { InternetServiceDetails } from '@portal/contracts';
import { describeConnection, formatSpeed } from '@portal/domain';
import { PortFilteringSwitch } from './port-filtering-switch';
import { Fact } from '../../../shared/ui/fact';

interface ConnectionCardProps {
  accountCode: string;
  service: InternetServiceDetails;
  canChange: boolean;
}

function statusOf(service: InternetServiceDetails): string {
  if (service.activationStatus === 'Cancelled') return 'Cancelled';
  if (service.blockingStatus === 'Blocked') return 'Blocked';
  return service.activationStatus;
}

/** One broadband connection: technology, speeds, tier or wireless kind, plan and port filtering. */
export function ConnectionCard({ accountCode, service, canChange }: ConnectionCardProps) {
  const view = describeConnection(service);
  const headingId = `connection-${service.id}`;
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3} id={headingId}>
              {view.planName}
            </Title>
            <Group gap="xs">
              {view.specialFibreTier && <Badge color="grape.9">Hyperfibre</Badge>}
              {view.wireless && (
                <Badge variant="dot" color="teal" tt="none" size="md">
                  Wireless{view.wirelessGeneration ? ` ${view.wirelessGeneration}` : ''}
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="md">
            <Anchor component={Link} to="/broadband/change-broadband-plan" fw={600}>
              Change broadband plan
            </Anchor>
            <Anchor component={Link} to="/account/my-details" hash="cost-to-leave">
              What it costs to leave
            </Anchor>
          </Group>
        </Group>
        {view.specialFibreTier && (
          <Text size="sm">
            You&apos;re on Hyperfibre: the same speed up as down, well beyond standard gigabit
            fibre.
          </Text>
        )}
        {view.wireless && (
          <Text size="sm">
            Wireless broadband over the{' '}
            {view.wirelessGeneration ? `${view.wirelessGeneration} ` : ''}mobile network: no phone
            line or fibre needed, and speeds depend on the signal where your modem sits.
          </Text>
        )}
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} m={0}>
          <Fact label="Technology">{view.technologyName}</Fact>
          <Fact label="Speeds (download / upload)">
            {view.speeds
              ? `${formatSpeed(view.speeds.down)} / ${formatSpeed(view.speeds.up)}`
              : 'Not known'}
          </Fact>
          <Fact label="Connection status">{statusOf(service)}</Fact>
          <Fact label="Connection ID">{service.id}</Fact>
        </SimpleGrid>
        <PortFilteringSwitch
          accountCode={accountCode}
          serviceId={service.id}
          canChange={canChange}
        />
      </Stack>
    </Paper>
  );
}
