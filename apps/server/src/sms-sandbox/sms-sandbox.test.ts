import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsMessageSchema, type SendSms } from '@portal/contracts';
import { outbox, sandboxSms } from '../db/schema';
import { callbackSignature } from '../platform/signed-callback';
import { appForTests } from '../test/test-app';

const { testApp } = appForTests();
const KEY = 'sandbox-sms-key-not-secret';
const REPORTS = '/webhooks/sms-delivery-reports';

const message = (overrides: Partial<SendSms> = {}): SendSms => ({
  to: '0211234567',
  body: 'Kia ora',
  reference: 'ref-1',
  statusCallback: 'http://localhost:3000/test-callback-nobody-answers',
  ...overrides,
});

const send = (body: SendSms, idempotencyKey: string, key = KEY) =>
  testApp.app.inject({
    method: 'POST',
    url: '/sms-sandbox/api/v1/messages',
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': idempotencyKey },
    payload: body,
  });

describe('the sandbox text-message provider', () => {
  it('refuses a call without its API key, and sends nothing', async () => {
    const response = await send(message(), randomUUID(), 'sandbox-sms-key-but-wrong');
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('Bearer');
    const rows = await testApp.database.db.select().from(sandboxSms);
    expect(rows).toHaveLength(0);
  });

  it('takes one message per Idempotency-Key, and refuses the key for another message', async () => {
    const key = randomUUID();
    const first = await send(message({ reference: 'ref-once' }), key);
    expect(first.statusCode).toBe(201);
    const again = await send(message({ reference: 'ref-once' }), key);
    expect(again.statusCode).toBe(200);
    expect(smsMessageSchema.parse(again.json()).id).toBe(smsMessageSchema.parse(first.json()).id);
    const other = await send(message({ reference: 'ref-once', body: 'Another' }), key);
    expect(other.statusCode).toBe(422);
    const rows = await testApp.database.db
      .select()
      .from(sandboxSms)
      .where(eq(sandboxSms.reference, 'ref-once'));
    expect(rows).toHaveLength(1);
  });

  it('needs an Idempotency-Key and a mobile number', async () => {
    expect((await send(message(), '')).statusCode).toBe(400);
    expect((await send(message({ to: '+64 21 123' }), randomUUID())).statusCode).toBe(400);
  });

  it('tells what became of a message: delivered, or undeliverable for a number ending 0000', async () => {
    const sent = smsMessageSchema.parse(
      (await send(message({ to: '0210000000', reference: 'ref-gone' }), randomUUID())).json(),
    );
    expect(sent.status).toBe('accepted');
    const status = async () =>
      smsMessageSchema.parse(
        (
          await testApp.app.inject({
            url: `/sms-sandbox/api/v1/messages/${sent.id}`,
            headers: { authorization: `Bearer ${KEY}` },
          })
        ).json(),
      ).status;
    await expect.poll(status).toBe('undeliverable');
  });
});

describe("the portal's delivery-report webhook", () => {
  async function queuedText(): Promise<number> {
    const [row] = await testApp.database.db
      .insert(outbox)
      .values({ channel: 'sms', recipient: '0211234567', body: 'Kia ora', state: 'sent' })
      .returning({ id: outbox.id });
    return row?.id ?? -1;
  }
  const report = (reference: number | string, status = 'delivered') =>
    JSON.stringify({
      id: randomUUID(),
      reference: String(reference),
      status,
      reportedAt: new Date().toISOString(),
    });
  const post = (body: string, timestamp: number, signature: string) =>
    testApp.app.inject({
      method: 'POST',
      url: REPORTS,
      headers: {
        'content-type': 'application/json',
        'x-sms-timestamp': String(timestamp),
        'x-sms-signature': signature,
      },
      payload: body,
    });
  const now = () => Math.floor(Date.now() / 1000);
  const stateOf = async (id: number) =>
    (await testApp.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.state;

  it('keeps a signed report on the message it names', async () => {
    const id = await queuedText();
    const body = report(id);
    expect((await post(body, now(), callbackSignature(KEY, now(), body))).statusCode).toBe(204);
    expect(await stateOf(id)).toBe('delivered');
  });

  it('refuses a report signed with another key, for another body, or too old, and changes nothing', async () => {
    const id = await queuedText();
    const body = report(id, 'undeliverable');
    const old = now() - 6 * 60;
    const refused = [
      await post(body, now(), callbackSignature('someone-else-key-123', now(), body)),
      await post(body, now(), callbackSignature(KEY, now(), report(id, 'delivered'))),
      await post(body, old, callbackSignature(KEY, old, body)),
      await post(body, now(), ''),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    expect(await stateOf(id)).toBe('sent');
  });

  it('answers 404 for a message it does not have, so the provider tries again', async () => {
    const body = report(999_999_999);
    expect((await post(body, now(), callbackSignature(KEY, now(), body))).statusCode).toBe(404);
  });
});
