import { List, Stack, Title } from '@mantine/core';
import { debitNotice } from './direct-debit-notice';
import { Notice } from '../../../../shared/ui/notice';

/** The direct debit terms of spec section 9, with the notice that applies to this account. */
export function DirectDebitTerms({ billFrequency }: { billFrequency: string | null }) {
  const notice = debitNotice(billFrequency);
  const frequency = billFrequency === null ? 'your' : `your ${billFrequency.toLowerCase()}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby="direct-debit-terms">
      <Title order={3} size="h4" id="direct-debit-terms">
        Direct debit terms
      </Title>
      <Notice
        color="blue"
        variant="light"
        title={`${String(notice.days)} days' notice before each debit`}
      >
        With {frequency} billing, we'll tell you the amount and date of each debit at least{' '}
        {notice.days} days before we take it.
      </Notice>
      <List size="sm" spacing={6}>
        <List.Item>
          Notice of each debit is 2 days for weekly or fortnightly billing and 7 days for monthly
          billing.
        </List.Item>
        <List.Item>
          We'll email you a confirmation of this direct debit authority within 5 business days.
        </List.Item>
        <List.Item>
          If we change the amounts or dates of your debits, we'll give you 30 days' notice.
        </List.Item>
        <List.Item>
          If a debit is dishonoured, we may try it again within 5 business days without giving you
          new notice.
        </List.Item>
        <List.Item>
          You can have a debit reversed up to 120 days after it is taken by asking your bank.
        </List.Item>
      </List>
    </Stack>
  );
}
