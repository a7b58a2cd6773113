import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BROADBAND_PLAN_CHANGE_ORDER_TYPE, VOICE_PLAN_CHANGE_ORDER_TYPE } from '@portal/contracts';
import { deriveAccountStatus } from '@portal/domain';
import { SelectedAccountGate } from '../../../shared/accounts';
import { PendingOrders } from '../../../shared/orders';
import { PageHeader } from '../../../shared/page/page-header';
import { CouldNotLoad } from '../../../shared/ui/could-not-load';
import { internetServicesQueryOptions } from '../api/broadband-queries';
import { AddOnsSection } from './add-ons-section';
import { ConnectionCard } from './connection-card';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

const PLAN_CHANGES = [BROADBAND_PLAN_CHANGE_ORDER_TYPE, VOICE_PLAN_CHANGE_ORDER_TYPE];
const STATUS_COLOURS = {
  Active: 'teal.8',
  Inactive: 'gray',
  Blocked: 'red.8',
  Cancelled: 'gray',
};

interface BroadbandHomeProps {
  /** The landline part, composed in by the route (it belongs to the voice feature). */
  landline: (accountCode: string, canChange: boolean) => ReactNode;
}

function Connections({ accountCode, canChange }: { accountCode: string; canChange: boolean }) {
  const query = useQuery(internetServicesQueryOptions(accountCode));
  if (query.isPending) {
    return <LoadingSkeleton height={260} radius="md" label="Loading your broadband" />;
  }
  if (query.isError) {
    return <CouldNotLoad what="Your broadband" onRetry={() => void query.refetch()} />;
  }
  const status = deriveAccountStatus(query.data);
  return (
    <section aria-labelledby="broadband-connections">
      <Group gap="sm" mb="sm" align="center">
        <Title order={2} id="broadband-connections">
          Your connection
        </Title>
        <Badge
          variant="dot"
          tt="none"
          size="lg"
          color={STATUS_COLOURS[status]}
          aria-label={`Broadband status: ${status}`}
        >
          {status}
        </Badge>
      </Group>
      {query.data.length === 0 ? (
        <Text c="dimmed">There is no broadband connection on this account.</Text>
      ) : (
        <Stack gap="md">
          {query.data.map((service) => (
            <ConnectionCard
              key={service.id}
              accountCode={accountCode}
              service={service}
              canChange={canChange}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}

/** Broadband home (/broadband): the connection, its add-ons, the landline and pending changes. */
export function BroadbandHomePage({ landline }: BroadbandHomeProps) {
  return (
    <>
      <PageHeader routeKey="broadband" />
      <SelectedAccountGate>
        {({ account, canChange }) => (
          <Stack gap="xl">
            <PendingOrders
              accountCode={account.accountCode}
              orderTypes={PLAN_CHANGES}
              title="Changes on their way"
            />
            <Connections accountCode={account.accountCode} canChange={canChange} />
            <AddOnsSection accountCode={account.accountCode} />
            {landline(account.accountCode, canChange)}
          </Stack>
        )}
      </SelectedAccountGate>
    </>
  );
}
