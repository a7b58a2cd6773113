import { Button, Group, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UsageTab } from '@portal/domain';
import { formatPhoneNumber } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { useSelectedMobileService } from '../../shared';
import { accountQueryOptions } from '../../../../shared/accounts';
import { usageBillDatesQueryOptions, usageCsvUrl } from '../api/usage-queries';
import { TAB_KIND, useUsageTab } from '../hooks/use-usage-tab';
import { defaultPeriodChoice, usagePeriodChoices, type PeriodChoice } from '../usage-periods';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { UsageSkeleton } from './usage-skeleton';
import { UsageView } from './usage-view';

const TAB_LABEL: Readonly<Record<UsageTab, string>> = {
  data: 'Data',
  calls: 'Calls',
  texts: 'Texts',
};

/** /mobile/usage: a line's data, calls and texts for a month or a billing period. */
export function UsagePage() {
  const { accountCode, selected, status, retry } = useSelectedMobileService();
  return (
    <>
      <PageHeader routeKey="mobile-usage" />
      {status === 'pending' && <UsageSkeleton label="Loading your mobile numbers" />}
      {status === 'error' && <LoadFailed what="your mobile numbers" onRetry={retry} />}
      {status === 'success' && (accountCode === null || selected === null) && (
        <Text>
          This account has no mobile numbers yet. Their data, calls and texts show here once one is
          connected.
        </Text>
      )}
      {accountCode !== null && selected !== null && (
        // A new line starts again from the newest period (spec section 2).
        <LineUsage
          key={selected.serviceEntity}
          accountCode={accountCode}
          serviceEntity={selected.serviceEntity}
        />
      )}
    </>
  );
}

function LineUsage({ accountCode, serviceEntity }: { accountCode: string; serviceEntity: string }) {
  const [tab, chooseTab] = useUsageTab();
  const billDates = useQuery(usageBillDatesQueryOptions(accountCode));
  const account = useQuery(accountQueryOptions(accountCode));
  const choices = usagePeriodChoices(
    new Date(),
    (billDates.data ?? []).map((entry) => entry.billDate),
    account.data?.billCycle,
  );
  const [value, setValue] = useState<string | null>(null);
  const period: PeriodChoice | undefined =
    choices.find((choice) => choice.value === value) ?? defaultPeriodChoice(choices);

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={`Period for ${formatPhoneNumber(serviceEntity)}`}
          value={period?.value ?? ''}
          onChange={(event) => {
            setValue(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
          data={(['Bill periods', 'Months'] as const)
            .map((group) => ({
              group,
              items: choices
                .filter((choice) => choice.group === group)
                .map((choice) => ({ value: choice.value, label: choice.label })),
            }))
            .filter((group) => group.items.length > 0)}
        />
        {period !== undefined && (
          <Button
            component="a"
            variant="light"
            href={usageCsvUrl(accountCode, serviceEntity, period.from, period.to)}
            download
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            Download CSV
          </Button>
        )}
      </Group>
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
