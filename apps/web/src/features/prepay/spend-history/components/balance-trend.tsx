import { Text } from '@mantine/core';
import type { PrepayTransaction } from '@portal/contracts';
import { formatDate, formatNzd, formatTime } from '@portal/domain';
import { BalanceChart } from '../../../../shared/charts';
import { balancePoints, summariseBalance } from './balance-points';
import { TitledSection } from '../../../../shared/ui/titled-section';

/**
 * The wallet balance over the loaded entries: a step line (a wallet holds its balance until
 * the next entry), with each entry's balance on hover, tap or keyboard focus, and the same
 * facts in the sentence under it.
 */
export function BalanceTrend({ entries }: { entries: readonly PrepayTransaction[] }) {
  const points = balancePoints(entries);
  const summary = summariseBalance(points);
  if (summary === null) return null;
  return (
    <TitledSection title="Balance over time">
      <BalanceChart
        name="Balance after each entry"
        formatCents={formatNzd}
        points={points.map((point) => {
          const at = new Date(point.at);
          return {
            ...point,
            label: `${formatDate(at)} ${formatTime(at)}: ${formatNzd(point.balance)}`,
          };
        })}
      />
      <Text size="sm" mt="sm">
        From {formatDate(new Date(summary.from))} to {formatDate(new Date(summary.to))} your balance
        was between {formatNzd(summary.lowest)} and {formatNzd(summary.highest)}. After the latest
        entry it was {formatNzd(summary.latest)}.
      </Text>
    </TitledSection>
  );
}
