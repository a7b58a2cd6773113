import { Checkbox, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useCanChangeAccount } from '../../../shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { SITE_ACCESS_LIMITS, type SiteAccess } from '@portal/contracts';
import { failureMessage } from '../../../shared/api';
import { Notice } from '../../../shared/ui/notice';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { powerConnectionQueryOptions } from '../api/power-queries';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { TitledSection } from '../../../shared/ui/titled-section';
import { hazardsText } from './site-access-model';
import { useSiteAccessForm } from './use-site-access-form';
import { PowerAccountPage } from './selected-power-account';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

/** /power/site-access: where the meter is, how to reach it, and hazards such as a dog. */
export function SiteAccessPage() {
  return <PowerAccountPage routeKey="power-site-access" Body={SiteAccessLoader} />;
}

function SiteAccessLoader({ accountCode }: { accountCode: string }) {
  const query = useQuery(powerConnectionQueryOptions(accountCode));
  if (query.isPending) return <LoadingSkeleton height={200} label="Loading your site access" />;
  if (query.isError) {
    return <LoadFailed what="your site access details" onRetry={() => void query.refetch()} />;
  }
  return <SiteAccessForm accountCode={accountCode} saved={query.data.siteAccess} />;
}

function SiteAccessForm({ accountCode, saved }: { accountCode: string; saved: SiteAccess }) {
  const canChange = useCanChangeAccount(accountCode);
  const { form, save, done, submit } = useSiteAccessForm(accountCode, saved);
  const shown = done ?? saved;

  return (
    <Stack gap="lg">
      {done !== null && (
        <Notice color="green" title="Details saved" role="status">
          Your meter location and site access details have been saved.
        </Notice>
      )}
      {save.isError && (
        <Notice color="red" title="Uh oh, something went wrong." role="alert">
          {failureMessage(save.error, 'Your details could not be saved. Please try again.')}
        </Notice>
      )}
      <TitledSection title="What we have on file">
        <Stack gap={4}>
          <Text size="sm">
            <strong>Meter location:</strong> {shown.meterLocation || 'not given yet'}
          </Text>
          <Text size="sm">
            <strong>Access notes:</strong> {shown.accessNotes || 'none'}
          </Text>
          <Text size="sm">
            <strong>Hazards:</strong> {hazardsText(shown)}
          </Text>
        </Stack>
      </TitledSection>
      {canChange ? (
        <TitledSection title="Change your details">
          <form onSubmit={submit} noValidate>
            <Stack gap="md" maw={520}>
              <TextInput
                label="Meter location"
                description="Where a meter reader will find it, e.g. outside, left of the front door"
                required
                maxLength={SITE_ACCESS_LIMITS.meterLocation}
                {...form.getInputProps('meterLocation')}
              />
              <Textarea
                label="Access notes"
                description="Gate codes, which gate to use, when someone is home"
                rows={3}
                maxLength={SITE_ACCESS_LIMITS.accessNotes}
                {...form.getInputProps('accessNotes')}
              />
              <Checkbox
                label="There is a dog at the property"
                {...form.getInputProps('hasDog', { type: 'checkbox' })}
              />
              <Textarea
                label="Other hazards"
                description="Anything a meter reader should watch out for"
                rows={3}
                maxLength={SITE_ACCESS_LIMITS.otherHazards}
                {...form.getInputProps('otherHazards')}
              />
              <SubmitButton pending={save.isPending}>Save site access</SubmitButton>
            </Stack>
          </form>
        </TitledSection>
      ) : (
        <ViewOnlyNotice unavailable="change where the meter is or how to reach it" />
      )}
    </Stack>
  );
}
