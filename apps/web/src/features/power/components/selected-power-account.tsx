import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { accountProductsQueryOptions } from '../../../shared/accounts';
import { PageHeader } from '../../../shared/page/page-header';
import type { RouteKey } from '../../../shared/routing/route-meta';
import { useAccountSelection } from '../../../shared/session';
import { LoadFailed } from '../../../shared/ui/load-failed';

/**
 * A power page: its header, then `Body` for the selected account, drawn afresh when the
 * account changes.
 */
export function PowerAccountPage({
  routeKey,
  Body,
}: {
  routeKey: RouteKey;
  Body: ComponentType<{ accountCode: string }>;
}) {
  return (
    <>
      <PageHeader routeKey={routeKey} />
      <WithSelectedAccount>
        {(accountCode) => <Body key={accountCode} accountCode={accountCode} />}
      </WithSelectedAccount>
    </>
  );
}

/**
 * Renders its children with the selected account's code; the route guards make sure there
 * is one. When the account's products failed to load, the power guards could not tell
 * whether the account has power, so the page says so and offers a retry, after which the
 * guards decide again.
 */
function WithSelectedAccount({ children }: { children: (accountCode: string) => ReactNode }) {
  const { accountCode } = useAccountSelection();
  if (accountCode === null) return <Text>No account is selected.</Text>;
  return <ProductsLoaded accountCode={accountCode}>{children(accountCode)}</ProductsLoaded>;
}

function ProductsLoaded({ accountCode, children }: { accountCode: string; children: ReactNode }) {
  const router = useRouter();
  // The guards have just asked; a failure shows until the person asks again.
  const products = useQuery({ ...accountProductsQueryOptions(accountCode), retryOnMount: false });
  if (!products.isError) return children;
  return (
    <LoadFailed
      what="your account's products"
      onRetry={() => {
        void products.refetch().then(() => router.invalidate());
      }}
    />
  );
}
