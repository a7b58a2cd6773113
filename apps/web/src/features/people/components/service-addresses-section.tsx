import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatServiceAddress } from '@portal/contracts';
import { serviceAddressesQueryOptions } from '../api/account-people-queries';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

/** Where the account's services are delivered (and were, before a move). */
export function ServiceAddressesSection({ accountCode }: { accountCode: string }) {
  const addresses = useQuery(serviceAddressesQueryOptions(accountCode));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="service-addresses">
      <Title order={2} size="h3" id="service-addresses" mb="md">
        Service addresses
      </Title>
      {addresses.isPending ? (
        <LoadingSkeleton height={40} label="Loading service addresses" />
      ) : addresses.isError || addresses.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No services are delivered to an address on this account.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="service-addresses"
        >
          {addresses.data.map((address) => (
            <Group component="li" key={address.locationId} gap="xs" wrap="wrap">
              <Text fw={address.isCurrent ? 600 : 400}>{formatServiceAddress(address)}</Text>
              <Badge color={address.isCurrent ? 'teal.9' : 'gray.7'}>
                {address.isCurrent ? 'Current' : 'Previous'}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
