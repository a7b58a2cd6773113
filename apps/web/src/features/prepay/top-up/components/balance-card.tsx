import { Group, Paper, Text } from '@mantine/core';
import type { RechargeConfiguration } from '@portal/contracts';
import { formatDate, formatNzd, formatPhoneNumber } from '@portal/domain';

/** The line's prepay balance and when it expires. */
export function BalanceCard({ config }: { config: RechargeConfiguration }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Prepay balance">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            Balance of {formatPhoneNumber(config.serviceEntity)}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {formatNzd(config.balance)}
          </Text>
        </div>
        {config.balanceExpiryDate !== null && (
          <Text size="sm" c="dimmed">
            Expires {formatDate(config.balanceExpiryDate)}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
