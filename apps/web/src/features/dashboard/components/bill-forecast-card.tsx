import { Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatNzd } from '@portal/domain';
import type { BillForecast } from '@portal/contracts';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { billForecastQueryOptions } from '../api/dashboard-queries';

const HEADING_ID = 'bill-forecast-heading';

function daysToGo(days: number): string {
  if (days === 0) return 'due today';
  return days === 1 ? '1 day to go' : `${String(days)} days to go`;
}

/** How the forecast stands against the usual bill, in words. */
function againstUsual(forecast: BillForecast, money: (cents: number) => string): string | null {
  const { usual, total, comparison } = forecast;
  if (usual === null || comparison === null) return null;
  if (comparison === 'usual') return `About your usual bill of ${money(usual)}.`;
  const difference = money(Math.abs(total - usual));
  return `${difference} ${comparison} your usual bill of ${money(usual)}.`;
}

/**
 * The bill guardian (issue 28): the household's next bill forecast across its services, against
 * its usual bill, with the few words that explain a difference. In the account's GST view.
 */
export function BillForecastCard({ accountCode }: { accountCode: string }) {
  const forecast = useQuery(billForecastQueryOptions(accountCode));
  if (forecast.isPending)
    return <LoadingSkeleton height={180} label="Loading your bill forecast" />;
  // As the dashboard's other loads (spec section 4): a failed one shows nothing, no message.
  if (forecast.isError) return null;
  const data = forecast.data;
  if (data.billDate === null) return null;
  const suffix = data.displayGstInclusiveValues ? '' : ' excl. GST';
  const money = (cents: number) => `${formatNzd(cents)}${suffix}`;
  const usual = againstUsual(data, money);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h4" mb="md" id={HEADING_ID}>
        Your next bill forecast
      </Title>
      <Stack gap="sm">
        <Text>
          Heading for{' '}
          <Text span fw={700}>
            {money(data.total)}
          </Text>{' '}
          on {formatDate(data.billDate)} ({daysToGo(data.daysLeft)}).
        </Text>
        {usual !== null && <Text fw={data.comparison === 'above' ? 700 : 400}>{usual}</Text>}
        {data.reasons.length > 0 && (
          <List size="sm" spacing={4} aria-label="Why">
            {data.reasons.map((reason) => (
              <List.Item key={reason.kind}>{reason.text}</List.Item>
            ))}
          </List>
        )}
        <Table fz="sm" verticalSpacing={4} aria-label="Your next bill forecast, by part">
          <Table.Tbody>
            {data.parts.map((part) => (
              <Table.Tr key={part.kind}>
                <Table.Th scope="row" fw={400}>
                  {part.label}
                  {part.soFar !== part.amount && (
                    <Text span size="xs" c="dimmed" display="block">
                      {formatNzd(part.soFar)} so far
                      {part.usual !== null && `; usually ${formatNzd(part.usual)}`}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td ta="right" valign="top">
                  {formatNzd(part.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          Power used so far goes on at its pace to the bill date, calls and texts at your usual;
          your usual bill is the middle of your last six. Amounts{' '}
          {data.displayGstInclusiveValues ? 'incl.' : 'excl.'} GST.
        </Text>
      </Stack>
    </Card>
  );
}
