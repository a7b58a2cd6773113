import { NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UsageTab } from '@portal/domain';
import { formatPhoneNumber } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { usageBillDatesQueryOptions } from '../api/usage-queries';
import { useSelectedLine } from '../hooks/use-selected-line';
import { TAB_KIND, useUsageTab } from '../hooks/use-usage-tab';
import { usagePeriodChoices, type PeriodChoice } from '../usage-periods';
import { LoadFailed } from './load-failed';
import { UsageSkeleton } from './usage-skeleton';
import { UsageView } from './usage-view';

const TAB_LABEL: Readonly<Record<UsageTab, string>> = {
  data: 'Data',
  calls: 'Calls',
  texts: 'Texts',
};

/** /mobile/usage: a line's data, calls and texts for a month or a billing period. */
export function UsagePage() {
  const line = useSelectedLine();
  return (
    <>
      <PageHeader routeKey="mobile-usage" />
      {line.status === 'pending' && <UsageSkeleton label="Loading your mobile numbers" />}
      {line.status === 'error' && <LoadFailed what="your mobile numbers" onRetry={line.retry} />}
      {line.status === 'success' && (line.accountCode === null || line.serviceEntity === null) && (
        <Text>
          This account has no mobile numbers yet. Their data, calls and texts show here once one is
          connected.
        </Text>
      )}
      {line.accountCode !== null && line.serviceEntity !== null && (
        // A new line starts again from the newest period (spec section 2).
        <LineUsage
          key={line.serviceEntity}
          accountCode={line.accountCode}
          serviceEntity={line.serviceEntity}
        />
      )}
    </>
  );
}

function LineUsage({ accountCode, serviceEntity }: { accountCode: string; serviceEntity: string }) {
  const [tab, chooseTab] = useUsageTab();
  const billDates = useQuery(usageBillDatesQueryOptions(accountCode));
  const choices = usagePeriodChoices(
    new Date(),
    (billDates.data ?? []).map((entry) => entry.billDate),
  );
  const [value, setValue] = useState<string | null>(null);
  const period: PeriodChoice | undefined =
    choices.find((choice) => choice.value === value) ?? choices[0];

  return (
    <Stack gap="lg">
      <NativeSelect
        label={`Period for ${formatPhoneNumber(serviceEntity)}`}
        value={period?.value ?? ''}
        onChange={(event) => {
          setValue(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 320 }}
        data={(['Months', 'Billing periods'] as const)
          .map((group) => ({
            group,
            items: choices
              .filter((choice) => choice.group === group)
              .map((choice) => ({ value: choice.value, label: choice.label })),
          }))
          .filter((group) => group.items.length > 0)}
      />
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next === 'data' || next === 'calls' || next === 'texts') chooseTab(next);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {(Object.keys(TAB_LABEL) as UsageTab[]).map((key) => (
            <Tabs.Tab key={key} value={key}>
              {TAB_LABEL[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(TAB_LABEL) as UsageTab[]).map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            {period !== undefined && (
              <UsageView
                accountCode={accountCode}
                serviceEntity={serviceEntity}
                kind={TAB_KIND[key]}
                period={period}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
