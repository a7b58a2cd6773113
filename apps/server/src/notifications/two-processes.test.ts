import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../db/testing';
import { ensureServerBuild, startServer } from '../test/server-process';
import { headerOf } from './dev-mail-sink';

/**
 * Two real server processes on one PostgreSQL database, as a deployment runs them: both
 * hear the usage change, both run the alerts job and both deliver, and the household still
 * gets one email. The machine's PostgreSQL, or the one TEST_DATABASE_URL names.
 */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `portal_two_${randomBytes(6).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

interface Received {
  to: string[];
  messageId: string | null;
  raw: string;
}
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        messageId: headerOf(raw, 'Message-ID'),
        raw,
      });
      callback();
    });
  },
});

let servers: ReturnType<typeof startServer>[] = [];

beforeAll(async () => {
  ensureServerBuild();
  await adminQuery(serverUrl, `create database ${database}`);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await new Promise<void>((resolve) => {
    smtp.close(resolve);
  });
  await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
}, 60_000);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const found = JSON.stringify({
    notices: await query(`select kind, title, created_at from notices order by id`),
    outbox: await query(
      `select id, channel, state, kind, attempts, last_error from outbox order by id`,
    ),
    received: received.map((mail) => [mail.to, mail.messageId]),
  });
  const said = servers.map((server) => server.output().slice(-3000)).join('\n---\n');
  throw new Error(`waited a minute for ${what}; found ${found}; the servers said:\n${said}`);
}

describe('two server processes', () => {
  it('raise a data alert once and send its one email once', { timeout: 240_000 }, async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${String(port)}`,
      SERVE_WEB: 'false',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    };
    // Each on a port known before it starts, so its PUBLIC_URL (where the text-message
    // provider's reports and the links in messages go) is its own.
    const at = async () => {
      const free = await freePort();
      return { PORT: String(free), PUBLIC_URL: `http://localhost:${String(free)}` };
    };
    // The first seeds the demo data; the second finds it there.
    const first = startServer({ ...env, ...(await at()), SEED_DEMO_DATA: 'true' });
    servers = [first];
    const firstUrl = await first.listening;
    const second = startServer({ ...env, ...(await at()), SEED_DEMO_DATA: 'false' });
    servers.push(second);
    await second.listening;

    await query(
      `insert into alert_recipients (account_code, channel, address) values ('30000001', 'email', 'whanau@example.nz')`,
    );
    // Well past everything the group has: the alert told is the 100% one.
    const used = await fetch(`${firstUrl}/dev/mobile-data-use`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ serviceEntity: '0211234567', megabytes: 200 * 1024 }),
    });
    expect(used.status).toBe(200);

    // A received mail names its outbox row in its Message-ID.
    const dataEmails = async () => {
      const rows = await query<{ id: string }>(
        `select id from outbox where kind = 'data-usage' and channel = 'email'`,
      );
      const ids = new Set(rows.map((row) => `<outbox-${row.id}@localhost>`));
      return received.filter((mail) => mail.messageId !== null && ids.has(mail.messageId));
    };
    await waitFor(async () => (await dataEmails()).length > 0, 'the data alert email');
    // Both processes woke; give the slower one time to have sent a second copy, if it would.
    await waitFor(
      async () =>
        (
          await query<{ n: number }>(
            `select count(*)::int as n from outbox where state in ('queued', 'sending')`,
          )
        )[0]?.n === 0,
      'the outbox to empty',
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const emails = await dataEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.to.sort()).toEqual(['aroha@example.nz', 'whanau@example.nz']);
    const raised = await query<{ n: number }>(
      `select count(*)::int as n from notices where kind = 'data-usage'`,
    );
    expect(raised[0]?.n).toBe(1);
    // Every message went exactly once: as many received as the outbox sent.
    const sent = await query<{ n: number }>(
      // The seed's modem letter counts as sent already, with no provider's id: left out.
      `select count(*)::int as n from outbox
        where channel = 'email' and state = 'sent' and provider_message_id is not null`,
    );
    expect(received).toHaveLength(sent[0]?.n ?? -1);
    // Texts went to the provider over HTTP once each, and its signed reports came back.
    await waitFor(
      async () =>
        (
          await query<{ n: number }>(
            `select count(*)::int as n from outbox where channel = 'sms' and state = 'sent'`,
          )
        )[0]?.n === 0,
      'the delivery reports',
    );
    const texts = await query<{ state: string; provider: number }>(
      `select o.state, (select count(*)::int from sandbox_sms s where s.reference = o.id::text) as provider
        from outbox o where o.channel = 'sms' and o.kind = 'data-usage'`,
    );
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => text.state === 'delivered' && text.provider === 1)).toBe(true);
  });
});
