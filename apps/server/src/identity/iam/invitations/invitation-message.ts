import { EXPIRED_INVITATION_KEPT_DAYS } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import type { Notification } from '../../../notifications';

export interface InvitationMessageInput {
  email: string;
  firstName: string;
  inviterName: string;
  accountName: string;
  accountCode: string;
  link: string;
  expiresAt: Date;
}

/** The path of the page the invitation links to; the page takes the token out of the URL. */
export function invitationLinkPath(token: string): string {
  return `/invitation?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation email: who invited them, to which account, what they will be able to see,
 * and, because their details came from someone else, what the provider holds and why
 * (Privacy Act 2020, information privacy principle 3).
 */
export function invitationMessage(input: InvitationMessageInput): Notification {
  const account = `${input.accountName} (account ${input.accountCode})`;
  return {
    channel: 'email',
    recipient: input.email,
    subject: `${input.inviterName} has invited you to view ${input.accountName}`,
    body: [
      `Kia ora ${input.firstName},`,
      `${input.inviterName} has invited you to be an authorised user of ${account}.`,
      'As an authorised user you can see the account in our online portal: its services, ' +
        'usage, bills and payments. You cannot make changes or payments on it.',
      `To accept, open this link and create a log-in, or sign in if you already have one:\n${input.link}`,
      `The link works once, until ${formatDate(input.expiresAt)}. If you were not expecting ` +
        'this, you can ignore this email and nothing will change.',
      `About your details: ${input.inviterName} gave us your name, date of birth, email ` +
        'address and mobile number so that we can invite you and, if you accept, identify ' +
        'you when you contact us about the account. We keep them with the account, use them ' +
        'only for that, and do not share them. If you do not accept, we delete them within ' +
        `${String(EXPIRED_INVITATION_KEPT_DAYS)} days of the invitation ending. You can ask ` +
        'to see or correct the information we hold about you at any time by contacting us.',
    ].join('\n\n'),
  };
}
