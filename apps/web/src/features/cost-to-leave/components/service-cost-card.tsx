import { Card, List, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatNzd } from '@portal/domain';
import type { ServiceCostToLeave } from '@portal/contracts';
import { LeavingSchedule } from './leaving-schedule';
import { monthsWord, serviceTitle } from './service-words';

/** One service: what leaving costs today, what makes it up, and how it falls. */
export function ServiceCostCard({ service }: { service: ServiceCostToLeave }) {
  const title = serviceTitle(service);
  const headingId = `leave-${service.kind}-${service.serviceId}`;
  const { today, term } = service;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {service.planName}
        </Text>
        <Text fw={600}>
          {today.total === 0
            ? 'Nothing to pay to leave today'
            : `To leave today: ${formatNzd(today.total)}`}
        </Text>
        <List size="sm" spacing={4}>
          {service.agreements.map((agreement) => (
            <List.Item key={agreement.agreementId}>
              {agreement.description}: {formatNzd(agreement.amountLeft)} left in{' '}
              {agreement.instalmentsLeft === 1
                ? '1 instalment'
                : `${String(agreement.instalmentsLeft)} instalments`}
              , the last on {formatDate(agreement.lastBillDate)}
            </List.Item>
          ))}
          {term === null ? (
            <List.Item>Open term: no fee to leave</List.Item>
          ) : (
            <List.Item>
              {term.monthsLeft === 0
                ? `Your ${monthsWord(term.months)} term ended on ${formatDate(term.endsOn)}: no fee to leave`
                : `Early termination fee: ${formatNzd(today.fee)} (${formatNzd(term.feePerMonthLeft)} for each of the ${monthsWord(term.monthsLeft)} left of your ${monthsWord(term.months)} term` +
                  `${term.feeCap === null ? '' : `, at most ${formatNzd(term.feeCap)}`}; the term ends on ${formatDate(term.endsOn)})`}
            </List.Item>
          )}
        </List>
        {today.total > 0 && <LeavingSchedule service={service} title={title} />}
      </Stack>
    </Card>
  );
}
