import { Skeleton, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RechargeConfiguration } from '@portal/contracts';
import type { TopUpTab } from '@portal/domain';
import type { OperationRequest } from '../api/operation-request';
import {
  maintenanceWindowQueryOptions,
  rechargeConfigurationQueryOptions,
  topUpOperationKey,
} from '../api/recharge-queries';
import { useOperationFlow } from '../hooks/use-operation-flow';
import { AutopayPanel } from './autopay-panel';
import { AutoTopUpList } from './auto-top-up-list';
import { BalanceCard } from './balance-card';
import { HeldAutoTopUp } from './held-auto-top-up';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { OperationDialogs } from './operation-dialogs';
import { describeOperation } from './operation-summary';
import { AutoTopUpFailureNotice, MaintenanceNotice } from './top-up-notices';
import { TopUpForm } from './top-up-form';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';
import { LoadingStack } from '../../../../shared/ui/loading-stack';
import { useResumedAction } from '../../../../shared/step-up';
import { keptSetting } from '../api/kept-setting';

interface PrepayLineTopUpProps {
  accountCode: string;
  serviceEntity: string;
  canChange: boolean;
  tab: TopUpTab;
  onTabChange: (tab: TopUpTab) => void;
}

/** Everything the top-up screen shows and does for one prepay line. */
export function PrepayLineTopUp(props: PrepayLineTopUpProps) {
  const { accountCode, serviceEntity } = props;
  const configuration = useQuery(rechargeConfigurationQueryOptions(accountCode, serviceEntity));
  if (configuration.isPending) {
    return (
      <LoadingStack gap="md" label="Loading your prepay balance">
        <Skeleton height={90} radius="md" />
        <Skeleton height={44} radius="md" />
        <Skeleton height={360} radius="md" />
      </LoadingStack>
    );
  }
  if (configuration.isError) {
    return (
      <LoadFailed
        what="your prepay balance"
        onRetry={() => {
          void configuration.refetch();
        }}
      />
    );
  }
  return <LineTopUp {...props} config={configuration.data} />;
}

function LineTopUp({
  config,
  canChange,
  tab,
  onTabChange,
}: PrepayLineTopUpProps & { config: RechargeConfiguration }) {
  const maintenance = useQuery(maintenanceWindowQueryOptions());
  const operations = useOperationFlow(config.accountCode, config.serviceEntity);
  // The form starts again after each operation that went through.
  const [formRound, setFormRound] = useState(0);
  const maintenanceOn = maintenance.data?.active === true;
  // Back from signing in again to change a setting: its dialog, to confirm at one click.
  useResumedAction(topUpOperationKey(config.accountCode, config.serviceEntity), (kept) => {
    const request = canChange ? keptSetting(kept, config) : null;
    if (request !== null) operations.ask(request, describeOperation(request, config), true);
  });
  const ask = canChange
    ? (request: OperationRequest) => {
        operations.ask(request, describeOperation(request, config));
      }
    : null;

  return (
    <Stack gap="lg">
      <BalanceCard config={config} />
      {maintenance.data !== undefined && <MaintenanceNotice maintenance={maintenance.data} />}
      {config.lastAutoTopUpFailure !== null && (
        <AutoTopUpFailureNotice failure={config.lastAutoTopUpFailure} />
      )}
      <HeldAutoTopUp config={config} canChange={canChange} maintenanceOn={maintenanceOn} />
      {!canChange && <ViewOnlyNotice unavailable="top up this number or change its settings" />}
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value === 'topUp' || value === 'autoPay') onTabChange(value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Top up or Autopay" mb="lg">
          <Tabs.Tab value="topUp">Top up</Tabs.Tab>
          <Tabs.Tab value="autoPay">Autopay</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="topUp">
          <Stack gap="lg">
            {ask !== null && (
              <TopUpForm
                key={formRound}
                config={config}
                maintenanceOn={maintenanceOn}
                pending={operations.pending}
                onAsk={ask}
              />
            )}
            <AutoTopUpList config={config} onAsk={ask} pending={operations.pending} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="autoPay">
          <AutopayPanel key={formRound} config={config} onAsk={ask} pending={operations.pending} />
        </Tabs.Panel>
      </Tabs>
      <OperationDialogs
        flow={operations.flow}
        pending={operations.pending}
        serviceEntity={config.serviceEntity}
        onConfirm={operations.confirm}
        onClose={() => {
          const { flow } = operations;
          // A card saved or removed leaves the form as it was; anything else starts afresh.
          const cardChange =
            flow.state === 'READY' &&
            (flow.request.operation === 'RemoveCard' || flow.request.operation === 'SaveNewCard');
          if (flow.state === 'READY' && !cardChange) {
            setFormRound((round) => round + 1);
          }
          operations.close();
        }}
      />
    </Stack>
  );
}
