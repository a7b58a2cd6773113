import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  correctionRequestSchema,
  dataExportSchema,
  staffCorrectionRequestSchema,
} from '@portal/contracts';
import { emailOf } from '../../../../../test-support/personas';
import { auditLog, dataExports, outbox } from '../../db/schema';
import { deleteExpiredRecords } from '../../jobs/expired-records';
import { appForTests } from '../../test/test-app';
import { dataOf, signIn, type Person } from '../payments/testing';
import { prepareDataExports } from './data-exports';

const { testApp } = appForTests({ seed: true });

/** A signed-in customer and their user guid, which the /iam/Users/{id} paths take. */
interface Persona {
  userGuid: string;
  call: Person;
}
async function signInPersona(app: typeof testApp, email: string): Promise<Persona> {
  const call = await signIn(app, email);
  const me = await call({ url: '/api/iam/Users/me' });
  return { call, userGuid: me.json<{ data: { userGuid: string } }>().data.userGuid };
}
let aroha: Persona;
let mere: Persona;
let kiri: Persona;
let sam: Person;
beforeAll(async () => {
  aroha = await signInPersona(testApp, emailOf('owner'));
  mere = await signInPersona(testApp, emailOf('readUser'));
  kiri = await signInPersona(testApp, emailOf('otherCustomer'));
  sam = await signIn(testApp, emailOf('staff'));
});

const settings = { publicUrl: 'https://portal.example.nz', brand: 'main' } as const;
const exportsOf = (who: Persona) => `/api/iam/Users/${who.userGuid}/dataExports`;
const runJob = () => prepareDataExports(testApp.database.db, settings);

function unzip(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const json = JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())) as {
    sections: Record<string, Record<string, unknown>[]>;
  };
  return { files, json };
}

describe('Download my data', () => {
  it('prepares one archive a day: asking twice answers the same one', async () => {
    const first = await aroha.call({ method: 'POST', url: exportsOf(aroha) });
    expect(first.statusCode).toBe(200);
    const asked = dataOf(first, dataExportSchema);
    expect(asked.state).toBe('preparing');
    const again = dataOf(
      await aroha.call({ method: 'POST', url: exportsOf(aroha) }),
      dataExportSchema,
    );
    expect(again.id).toBe(asked.id);
    const listed = dataOf(await aroha.call({ url: exportsOf(aroha) }), z.array(dataExportSchema));
    expect(listed.map((row) => row.id)).toEqual([asked.id]);
  });

  it('is not downloadable while it is being prepared', async () => {
    const [asked] = dataOf(await aroha.call({ url: exportsOf(aroha) }), z.array(dataExportSchema));
    const early = await aroha.call({ url: `${exportsOf(aroha)}/${asked?.id}/archive` });
    expect(early.statusCode).toBe(409);
  });

  it('the job builds a zip of her and her account, without secrets, and emails her', async () => {
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    expect(await runJob()).toBe(0);
    const [ready] = dataOf(await aroha.call({ url: exportsOf(aroha) }), z.array(dataExportSchema));
    expect(ready?.state).toBe('ready');
    const download = await aroha.call({ url: `${exportsOf(aroha)}/${ready?.id}/archive` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const { files, json } = unzip(download.rawPayload);
    expect(json.sections.identity?.[0]?.email).toBe(emailOf('owner'));
    expect(json.sections['30000001/accounts']?.[0]?.account_code).toBe('30000001');
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['csv/identity.csv', 'csv/30000001/invoices.csv']),
    );
    const everything = strFromU8(files['data.json'] ?? new Uint8Array());
    expect(everything).not.toMatch(/password_hash|public_key|token_hash|\$argon2|\$2[aby]\$/);
    expect(everything).not.toContain('30000301');

    const emails = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'your-data'));
    expect(emails.map((row) => row.recipient)).toEqual([emailOf('owner')]);
    const audited = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data-export-prepared'));
    expect(audited.length).toBe(1);
  });

  it('refuses another customer, the read-only user and staff the owner’s archive', async () => {
    const [ready] = dataOf(await aroha.call({ url: exportsOf(aroha) }), z.array(dataExportSchema));
    const archive = `${exportsOf(aroha)}/${ready?.id}/archive`;
    expect((await kiri.call({ url: archive })).statusCode).toBe(403);
    expect((await mere.call({ url: archive })).statusCode).toBe(403);
    expect((await sam({ url: archive })).statusCode).toBe(403);
    expect((await kiri.call({ method: 'POST', url: exportsOf(aroha) })).statusCode).toBe(403);
    expect((await sam({ method: 'POST', url: exportsOf(aroha) })).statusCode).toBe(403);
    // Kiri naming Aroha's archive under her own id finds nothing.
    const underKiri = `${exportsOf(kiri)}/${ready?.id}/archive`;
    expect((await kiri.call({ url: underKiri })).statusCode).toBe(404);
  });

  it('lets the read-only user export her own data, with the account she may see', async () => {
    const asked = dataOf(
      await mere.call({ method: 'POST', url: exportsOf(mere) }),
      dataExportSchema,
    );
    await runJob();
    const download = await mere.call({ url: `${exportsOf(mere)}/${asked.id}/archive` });
    expect(download.statusCode).toBe(200);
    const { json } = unzip(download.rawPayload);
    expect(json.sections.identity?.[0]?.email).toBe(emailOf('readUser'));
    expect(json.sections.identity).toHaveLength(1);
  });

  it('expires after 7 days: listed as expired, no download, then deleted', async () => {
    const { db } = testApp.database;
    const [ready] = dataOf(await aroha.call({ url: exportsOf(aroha) }), z.array(dataExportSchema));
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, ready?.id ?? ''));
    const [listed] = dataOf(await aroha.call({ url: exportsOf(aroha) }), z.array(dataExportSchema));
    expect(listed?.state).toBe('expired');
    const gone = await aroha.call({ url: `${exportsOf(aroha)}/${ready?.id}/archive` });
    expect(gone.statusCode).toBe(404);
    const removed = await deleteExpiredRecords(db, new Date());
    expect(removed.dataExports).toBe(1);
  });
});

describe('Ask us to correct something', () => {
  const correctionsOf = (who: Persona) => `/api/iam/Users/${who.userGuid}/correctionRequests`;
  const body = { what: 'My last name', correction: 'Ngata-Smith', accountCode: '30000001' };

  it('refuses an empty request with a message, and records nothing', async () => {
    const empty = await aroha.call({
      method: 'POST',
      url: correctionsOf(aroha),
      json: { what: ' ', correction: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please tell us what is wrong');
    const mine = dataOf(
      await aroha.call({ url: correctionsOf(aroha) }),
      z.array(correctionRequestSchema),
    );
    expect(mine).toEqual([]);
  });

  it('refuses an account she does not hold, another person’s id, and staff', async () => {
    const other = await aroha.call({
      method: 'POST',
      url: correctionsOf(aroha),
      json: { ...body, accountCode: '30000301' },
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await kiri.call({ method: 'POST', url: correctionsOf(aroha), json: body })).statusCode,
    ).toBe(403);
    expect((await sam({ method: 'POST', url: correctionsOf(aroha), json: body })).statusCode).toBe(
      403,
    );
    expect((await kiri.call({ url: '/api/staff/correctionRequests' })).statusCode).toBe(403);
  });

  it('runs 20 working days; staff see it with the clock and close it with a reply', async () => {
    const asked = await aroha.call({ method: 'POST', url: correctionsOf(aroha), json: body });
    expect(asked.statusCode).toBe(200);
    const request = dataOf(asked, correctionRequestSchema);
    expect(request.dueOn > request.receivedOn).toBe(true);
    expect(request.workingDaysLeft).toBe(20);

    const open = dataOf(
      await sam({ url: '/api/staff/correctionRequests?accountCode=30000001' }),
      z.array(staffCorrectionRequestSchema),
    );
    expect(open.map((row) => [row.id, row.personEmail])).toEqual([[request.id, emailOf('owner')]]);

    const close = (reply: string) =>
      sam({
        method: 'POST',
        url: `/api/staff/correctionRequests/${request.id}/close`,
        json: { reply },
      });
    expect((await close(' ')).statusCode).toBe(400);
    const closed = await close('We have updated your last name.');
    expect(closed.statusCode).toBe(200);
    expect(dataOf(closed, correctionRequestSchema).state).toBe('closed');
    expect((await close('Again')).statusCode).toBe(409);

    const { db } = testApp.database;
    const audited = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'correction-request-closed'));
    expect(audited.map((row) => row.accountCode)).toEqual(['30000001']);
    const told = await db.select().from(outbox).where(eq(outbox.kind, 'correction-answered'));
    expect(told.map((row) => row.recipient)).toEqual([emailOf('owner')]);
    const mine = dataOf(
      await aroha.call({ url: correctionsOf(aroha) }),
      z.array(correctionRequestSchema),
    );
    expect(mine[0]?.reply).toBe('We have updated your last name.');
    const stillOpen = dataOf(
      await sam({ url: '/api/staff/correctionRequests' }),
      z.array(staffCorrectionRequestSchema),
    );
    expect(stillOpen).toEqual([]);
  });
});
