import { List, Text } from '@mantine/core';
import { EXPIRED_INVITATION_KEPT_DAYS, type Invitation } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { TitledSection } from '../../../shared/ui/titled-section';

/** Who invited the person, to which account, what they will see, and how their details are used. */
export function InvitationDetails({ invitation }: { invitation: Invitation }) {
  return (
    <TitledSection title={invitation.accountName} titleMb="xs">
      <Text mb="sm">
        Kia ora {invitation.firstName}, {invitation.inviterName} has invited you to be an authorised
        user of {invitation.accountName} (account {invitation.accountCode}).
      </Text>
      <Text fw={600} size="sm">
        As an authorised user you can:
      </Text>
      <List size="sm" mb="sm">
        <List.Item>see the account&apos;s services, usage, bills and payments;</List.Item>
        <List.Item>talk to us about the account.</List.Item>
      </List>
      <Text size="sm" mb="sm">
        You cannot make changes or payments on it. This invitation is for{' '}
        <strong>{invitation.email}</strong> and works until {formatDate(invitation.expiresAt)}.
      </Text>
      <Text size="sm" c="dimmed">
        {invitation.inviterName} gave us your name, date of birth, email address and mobile number
        so that we could invite you. If you accept, we keep them with the account to identify you
        when you contact us about it; if you do not, we delete them within{' '}
        {EXPIRED_INVITATION_KEPT_DAYS} days of the invitation ending. You can ask to see or correct
        them at any time.
      </Text>
    </TitledSection>
  );
}
