import { Divider, Group, Stack, Text } from '@mantine/core';
import type { NewLineOptions } from '@portal/contracts';
import { formatPhoneNumber, normaliseMobileNumber } from '@portal/domain';
import { needsDelivery, type NewLineForm } from './new-line-model';
import { priceText } from './price';
import { OfferSummary } from '../../../../shared/offer-summary';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text size="sm" ta="right" fw={500}>
        {children}
      </Text>
    </Group>
  );
}

/** Step 4: everything chosen, with the monthly and one-off prices as the account sees prices. */
export function ReviewStep({
  accountCode,
  form,
  options,
}: {
  accountCode: string;
  form: NewLineForm;
  options: NewLineOptions;
}) {
  const plan = options.plans.find((candidate) => candidate.planKey === form.planKey);
  const hardware = options.hardware.find((candidate) => candidate.key === form.hardware);
  const gst = options.displayGstInclusiveValues;
  const number =
    form.numberChoice === 'NewNumber'
      ? `${formatPhoneNumber(form.newNumber)} (new number)`
      : `${formatPhoneNumber(normaliseMobileNumber(form.portNumber))} (moving from ${form.currentProvider})`;
  return (
    <Stack gap="sm" maw={560} role="group" aria-label="Your order">
      <Row label="Plan">{plan?.planDescription}</Row>
      <Row label="Number">{number}</Row>
      <Row label="SIM or handset">{hardware?.name}</Row>
      <Row label="Delivery">
        {needsDelivery(form)
          ? `${form.recipientName}, ${form.street}, ${form.suburb}, ${form.city} ${form.postCode}`
          : 'Nothing to deliver: we email your eSIM QR code'}
      </Row>
      <Divider />
      {plan && <Row label="Monthly plan charge">{priceText(plan, gst)}</Row>}
      {hardware && <Row label="One-off hardware charge">{priceText(hardware, gst)}</Row>}
      {plan && (
        <OfferSummary accountCode={accountCode} kind="mobile" planKey={plan.planKey} level={2} />
      )}
    </Stack>
  );
}
