import { List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountProductsQueryOptions } from '../../../shared/accounts';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

/** Add-ons of a mobile line or the email product have their own pages. */
const ELSEWHERE = new Set(['callingpack', 'email']);

/** The account's broadband and landline add-ons (static IP, Prime Video, rentals …). */
export function AddOnsSection({ accountCode }: { accountCode: string }) {
  const query = useQuery(accountProductsQueryOptions(accountCode));
  const addOns = (query.data?.additionalProducts ?? []).filter((p) => !ELSEWHERE.has(p.service));
  return (
    <section aria-labelledby="broadband-add-ons">
      <Title order={2} id="broadband-add-ons" mb="xs">
        Add-ons
      </Title>
      {query.isPending ? (
        <LoadingSkeleton height={40} label="Loading your add-ons" />
      ) : query.isError ? (
        <Text c="red.8">Your add-ons could not be loaded. Try reloading the page.</Text>
      ) : addOns.length === 0 ? (
        <Text c="dimmed">You have no broadband add-ons, such as a static IP address.</Text>
      ) : (
        <List>
          {addOns.map((addOn, index) => (
            <List.Item key={`${addOn.service}-${String(index)}`}>{addOn.name}</List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
