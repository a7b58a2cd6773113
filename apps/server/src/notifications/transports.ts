import nodemailer from 'nodemailer';

/** One email as it leaves: To, blind copies, and both parts. */
export interface OutgoingEmail {
  from: string;
  to: string;
  bcc: readonly string[];
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiver can tell a retried message from a new one. */
  messageId: string;
  headers: Record<string, string>;
}

export interface EmailTransport {
  send(email: OutgoingEmail): Promise<{ providerMessageId: string }>;
  close(): void;
}

/** Email by SMTP through nodemailer (a relay's smtp:// or smtps:// address). */
export function smtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      const info = await transporter.sendMail({
        from: email.from,
        to: email.to,
        ...(email.bcc.length === 0 ? {} : { bcc: [...email.bcc] }),
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        headers: email.headers,
      });
      return { providerMessageId: info.messageId };
    },
    close: () => {
      transporter.close();
    },
  };
}

/** What a text-message provider reports of one message it accepted. */
export type SmsDeliveryStatus = 'delivered' | 'undeliverable';

/**
 * A text-message provider: accepts a message, at most once per idempotency key, and later
 * reports what became of it to the portal's delivery-report webhook, naming `reference`.
 * sms-client.ts reaches one over HTTP; the sandbox module is the stand-in.
 */
export interface SmsProvider {
  send(message: {
    to: string;
    text: string;
    reference: string;
    idempotencyKey: string;
  }): Promise<{ providerMessageId: string }>;
}

export interface MessageTransports {
  email: EmailTransport;
  sms: SmsProvider;
  from: string;
}
