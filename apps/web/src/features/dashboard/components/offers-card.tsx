import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { summariseProducts } from '@portal/domain';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { offerItems } from '../api/offer-items';
import type { AccountView, DashboardData } from '../api/use-dashboard-data';

/**
 * "Offers for you": the plans on offer to the account, by kind, each with the page where the
 * customer can take one. Nothing when there are none to take or they could not be loaded
 * (spec section 4: a failed load shows no message).
 */
export function OffersCard({ view, data }: { view: AccountView; data: DashboardData }) {
  const { offers, products, mobileServices } = data;
  // Offers load only with a business group; without one there is nothing to wait for.
  if (offers.isPending && offers.fetchStatus === 'idle') return null;
  if (offers.isPending || data.productsPending || mobileServices.isPending) {
    return <LoadingSkeleton height={140} radius="md" label="Loading offers for you" />;
  }
  if (!offers.isSuccess) return null;
  const summary = summariseProducts(
    products.data?.coreProducts ?? [],
    products.data?.additionalProducts ?? [],
  );
  const items = offerItems(offers.data, view, {
    hasBroadband: summary.hasBroadband,
    hasPower: summary.hasPower,
    hasMobileLines: mobileServices.isSuccess && mobileServices.data.length > 0,
  });
  if (items.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="offers-heading">
      <Title order={2} size="h4" mb="md" id="offers-heading">
        Offers for you
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Stack component="li" key={item.productType} gap={2}>
            <Text fw={600}>{item.label}</Text>
            <Text size="sm">{item.summary}</Text>
            <Anchor component={Link} to={item.to} size="sm" fw={600}>
              {item.linkLabel}
            </Anchor>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
