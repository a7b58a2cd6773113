import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/client';
import { devMailbox } from '../db/schema';

/** A header's value from a raw message (folded lines unfolded), or null. */
export function headerOf(raw: string, name: string): string | null {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? null : line.slice(name.length + 1).trim();
}

const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

export interface MailSink {
  /** The smtp:// address the portal's own transport sends to. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback for development and tests (SMTP_URL unset): it accepts
 * every message and keeps it, with its envelope, in dev_mailbox, which /dev/outbox shows.
 */
export async function startMailSink(db: Db): Promise<MailSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        db.insert(devMailbox)
          .values({
            messageId: headerOf(raw, 'Message-ID'),
            envelopeFrom: from === false ? '' : from.address,
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: headerOf(raw, 'Subject'),
            raw,
          })
          .then(
            () => {
              callback();
            },
            (error: unknown) => {
              callback(error instanceof Error ? error : new Error(String(error)));
            },
          );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
