import { Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatNzd } from '@portal/domain';
import { walletBalanceQueryOptions } from '../../shared';

/** A prepay line's wallet balance; its top-up and spend history are linked from the line. */
export function WalletBalance({
  accountCode,
  serviceEntity,
}: {
  accountCode: string;
  serviceEntity: string;
}) {
  const wallet = useQuery(walletBalanceQueryOptions(accountCode, serviceEntity));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <div>
        <Text fw={600}>Prepay balance</Text>
        {wallet.isPending ? (
          <Skeleton height={16} width={120} />
        ) : wallet.isError ? (
          <Text size="sm">Your balance could not be loaded. Please try again.</Text>
        ) : (
          <Text size="sm">
            {formatNzd(wallet.data.balance)}
            {wallet.data.expiryDate !== null && `, expires ${formatDate(wallet.data.expiryDate)}`}
          </Text>
        )}
      </div>
    </Group>
  );
}
