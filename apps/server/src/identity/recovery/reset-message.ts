import { formatTime } from '@portal/domain';
import type { Notification } from '../../notifications';

/** The "choose a new password" email: the link, how long it works, and what to do if unasked. */
export function resetMessage(input: {
  email: string;
  firstName: string;
  brand: string;
  link: string;
  expiresAt: Date;
}): Notification {
  return {
    channel: 'email',
    recipient: input.email,
    subject: `Choose a new password for ${input.brand}`,
    body: [
      `Kia ora ${input.firstName},`,
      `We were asked to let you choose a new password for your ${input.brand} log-in, ${input.email}.`,
      `To choose one, open this link:\n${input.link}`,
      `The link works once, until ${formatTime(input.expiresAt)} (30 minutes after it was sent).`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ].join('\n\n'),
  };
}
