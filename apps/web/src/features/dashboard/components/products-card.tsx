import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../shared/ui/anchor-link';
import { productItems } from '../api/product-items';
import type { AccountView, DashboardData } from '../api/use-dashboard-data';
import { LoadingStack } from '../../../shared/ui/loading-stack';

/** The account's products and services, each linking into its area where that is open. */
export function ProductsCard(props: { view: AccountView; data: DashboardData }) {
  const { view, data } = props;
  const loading = data.productsPending || data.mobileServices.isPending;
  // Failed loads count as empty (spec section 4): what did load is still listed.
  const items = productItems(
    data.products.isSuccess ? data.products.data : null,
    data.mobileServices.isSuccess ? data.mobileServices.data : [],
    view.features,
  );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="products-heading">
      <Title order={2} size="h4" mb="md" id="products-heading">
        Products and services
      </Title>
      {loading ? (
        <LoadingStack gap="sm" label="Loading products and services">
          <Skeleton height={20} width="50%" />
          <Skeleton height={20} width="70%" />
          <Skeleton height={20} width="40%" />
        </LoadingStack>
      ) : items.length === 0 ? (
        <Text c="dimmed">
          {view.cancelled
            ? 'No products or services on this account: it is closed.'
            : 'No products or services on this account. Services you add will show here.'}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group component="li" key={item.key} justify="space-between" wrap="wrap" gap="xs">
              {item.href === null ? (
                <Text fw={600}>{item.label}</Text>
              ) : (
                <AnchorLink
                  to={item.href}
                  search={
                    item.serviceEntity === undefined
                      ? undefined
                      : { serviceEntity: item.serviceEntity }
                  }
                  fw={600}
                >
                  {item.label}
                </AnchorLink>
              )}
              <Text c="dimmed" size="sm" ta="right">
                {item.detail}
                {item.reference !== null && (
                  <Text span display="block" size="xs">
                    {item.reference}
                  </Text>
                )}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
