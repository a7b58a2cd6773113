import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatServiceAddress } from '@portal/contracts';
import { serviceAddressesQueryOptions } from '../api/account-people-queries';
import { LoadedList } from '../../../shared/ui/loaded-list';
import { TitledSection } from '../../../shared/ui/titled-section';

/** Where the account's services are delivered (and were, before a move). */
export function ServiceAddressesSection({ accountCode }: { accountCode: string }) {
  const addresses = useQuery(serviceAddressesQueryOptions(accountCode));
  return (
    <TitledSection id="service-addresses" title="Service addresses" titleMb="md">
      <LoadedList
        query={addresses}
        loadingLabel="Loading service addresses"
        empty="No services are delivered to an address on this account."
        labelledBy="service-addresses"
      >
        {(address) => (
          <Group component="li" key={address.locationId} gap="xs" wrap="wrap">
            <Text fw={address.isCurrent ? 600 : 400}>{formatServiceAddress(address)}</Text>
            <Badge color={address.isCurrent ? 'teal.9' : 'gray.7'}>
              {address.isCurrent ? 'Current' : 'Previous'}
            </Badge>
          </Group>
        )}
      </LoadedList>
    </TitledSection>
  );
}
