import { Stack } from '@mantine/core';
import { IconAlertTriangle, IconPlaneDeparture } from '@tabler/icons-react';
import { Notice } from '../../../shared/ui/notice';
import type { DashboardData } from '../api/use-dashboard-data';

/**
 * Notices about the account's mobile lines (docs/spec-notes.md). Nothing while loading or
 * on failure: a missing notice is better than a message about a notice (spec section 4).
 */
export function MobileAlerts({ alerts }: { alerts: DashboardData['mobileAlerts'] }) {
  if (!alerts.isSuccess || alerts.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Notices">
      {alerts.data.map((alert) => (
        // Notice: a light alert's orange title is under AA contrast (axe, once data is 80% used).
        <Notice
          key={`${alert.kind}-${alert.serviceEntity}`}
          color={alert.kind === 'Roaming' ? 'blue' : 'orange'}
          title={alert.title}
          icon={
            alert.kind === 'Roaming' ? (
              <IconPlaneDeparture aria-hidden="true" />
            ) : (
              <IconAlertTriangle aria-hidden="true" />
            )
          }
        >
          {alert.message}
        </Notice>
      ))}
    </Stack>
  );
}
