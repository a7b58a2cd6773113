import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  alternateContactAnswerSchema,
  alternateContactSchema,
  medicalDependencyAnswerSchema,
  medicalDependencySchema,
} from '@portal/contracts';
import { MAX_CONFIRMATION_BYTES } from '@portal/domain';
import { emailOf } from '../../../../../test-support/personas';
import { auditLog, medicalDependencies, outbox } from '../../db/schema';
import { raiseNotice } from '../../notifications/notices';
import { signInThroughSession } from '../../test/sign-in-through-session';
import type { TestBrowser } from '../../test/test-browser';
import { appForTests } from '../../test/test-app';
import { dataOf } from '../payments/testing';

const { testApp } = appForTests({ seed: true });
const db = () => testApp.database.db;
const AROHA = '30000001';
const MEDICAL = `/api/accounts/${AROHA}/power/medicalDependency`;
const FILE = `${MEDICAL}/practitionerConfirmation`;
const CONTACT = `/api/accounts/${AROHA}/alternateContact`;

/** A one-page PDF as a practitioner's letter would start: the signature is what counts. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdf = (bytes = PDF) => ({ contentType: 'application/pdf', bytes });

let aroha: TestBrowser;
let mere: TestBrowser;
let kiri: TestBrowser;
let sam: TestBrowser;
beforeAll(async () => {
  const browserOf = async (who: Parameters<typeof emailOf>[0]) => {
    const email = emailOf(who);
    const staff = who === 'staff';
    const signedIn = await signInThroughSession(testApp, email, {
      ...(staff ? { pool: 'StaffIdentity' as const, destinationUrl: '/management' } : {}),
    });
    return signedIn.browser;
  };
  aroha = await browserOf('owner');
  mere = await browserOf('readUser');
  kiri = await browserOf('otherCustomer');
  sam = await browserOf('staff');
});

const declaration = {
  dependentName: 'Koro Hemi Ngata',
  need: 'Oxygen concentrator, day and night',
  contactPhone: '0211234567',
  declaration: true,
};

const storedRow = async () =>
  (
    await db().select().from(medicalDependencies).where(eq(medicalDependencies.accountCode, AROHA))
  )[0];

const messageOf = (response: LightMyRequestResponse) =>
  response.json<{ message: string | null }>().message;

describe('applying as medically dependent', () => {
  it('is refused without the declaration ticked, and nothing is kept', async () => {
    const response = await aroha.request({
      method: 'POST',
      url: MEDICAL,
      json: { ...declaration, declaration: false },
    });
    expect(response.statusCode).toBe(400);
    expect(await storedRow()).toBeUndefined();
    expect(dataOf(await aroha.request({ url: MEDICAL }), medicalDependencyAnswerSchema)).toBeNull();
  });

  it('is refused to a read-only user and another customer, and nothing is kept', async () => {
    for (const who of [mere, kiri]) {
      const response = await who.request({ method: 'POST', url: MEDICAL, json: declaration });
      expect(response.statusCode).toBe(403);
    }
    expect(await storedRow()).toBeUndefined();
  });

  it('is pending after the owner applies; sending it twice keeps one application', async () => {
    const first = dataOf(
      await aroha.request({ method: 'POST', url: MEDICAL, json: declaration }),
      medicalDependencySchema,
    );
    expect(first).toMatchObject({
      state: 'pending',
      dependentName: 'Koro Hemi Ngata',
      confirmation: null,
    });
    const again = dataOf(
      await aroha.request({ method: 'POST', url: MEDICAL, json: declaration }),
      medicalDependencySchema,
    );
    expect(again).toEqual(first);
    const rows = await db()
      .select()
      .from(medicalDependencies)
      .where(eq(medicalDependencies.accountCode, AROHA));
    expect(rows).toHaveLength(1);
  });

  it('is hidden from a read-only user and another customer', async () => {
    expect((await mere.request({ url: MEDICAL })).statusCode).toBe(403);
    expect((await kiri.request({ url: MEDICAL })).statusCode).toBe(403);
  });
});

describe("the practitioner's confirmation", () => {
  it('refuses a file that is not a PDF, JPEG or PNG by its bytes, whatever it claims', async () => {
    const disguised = await aroha.request({
      method: 'PUT',
      url: FILE,
      file: pdf(Buffer.from('MZ this is really a program')),
    });
    expect(disguised.statusCode).toBe(415);
    expect(messageOf(disguised)).toMatch(/PDF, JPEG or PNG/);
    const gif = await aroha.request({
      method: 'PUT',
      url: FILE,
      file: { contentType: 'image/gif', bytes: Buffer.from('GIF89a, a picture of a letter') },
    });
    expect(gif.statusCode).toBe(415);
    expect(messageOf(gif)).toMatch(/PDF, JPEG or PNG/);
    expect((await storedRow())?.confirmation).toBeNull();
  });

  it('refuses a file over 5 MB with words saying so, and keeps nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_CONFIRMATION_BYTES)]);
    const response = await aroha.request({ method: 'PUT', url: FILE, file: pdf(big) });
    expect(response.statusCode).toBe(413);
    expect(messageOf(response)).toMatch(/larger than 5 MB/);
    expect((await storedRow())?.confirmation).toBeNull();
  });

  it('cannot be sent by a read-only user or another customer', async () => {
    expect((await mere.request({ method: 'PUT', url: FILE, file: pdf() })).statusCode).toBe(403);
    expect((await kiri.request({ method: 'PUT', url: FILE, file: pdf() })).statusCode).toBe(403);
    expect((await storedRow())?.confirmation).toBeNull();
  });

  it('keeps a PDF on the pending application', async () => {
    const response = await aroha.request({ method: 'PUT', url: FILE, file: pdf() });
    const kept = dataOf(response, medicalDependencySchema);
    expect(kept.confirmation).toMatchObject({ type: 'application/pdf', sizeBytes: PDF.length });
    expect(kept.state).toBe('pending');
  });

  it('is served to the owner and staff as an attachment never cached or sniffed', async () => {
    for (const who of [aroha, sam]) {
      const download = await who.request({ url: FILE });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(download.headers['cache-control']).toContain('no-store');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('is not served to a read-only user or another customer', async () => {
    for (const who of [mere, kiri]) {
      const download = await who.request({ url: FILE });
      expect(download.statusCode).toBe(403);
      expect(download.rawPayload.includes(PDF)).toBe(false);
    }
  });
});

describe('staff decide', () => {
  const confirm = `/api/staff/accounts/${AROHA}/medicalDependency/confirm`;
  const decline = `/api/staff/accounts/${AROHA}/medicalDependency/decline`;

  it('a customer cannot confirm their own', async () => {
    expect((await aroha.request({ method: 'POST', url: confirm })).statusCode).toBe(403);
    expect((await storedRow())?.state).toBe('pending');
  });

  it('a decline shows its reason to the owner, who may then apply again', async () => {
    const reason = 'We could not read the letter. Please upload a clearer copy.';
    const declined = dataOf(
      await sam.request({ method: 'POST', url: decline, json: { reason } }),
      medicalDependencySchema,
    );
    expect(declined).toMatchObject({ state: 'declined', declineReason: reason });
    const seen = dataOf(await aroha.request({ url: MEDICAL }), medicalDependencyAnswerSchema);
    expect(seen).toMatchObject({ state: 'declined', declineReason: reason });
    const again = dataOf(
      await aroha.request({ method: 'POST', url: MEDICAL, json: declaration }),
      medicalDependencySchema,
    );
    expect(again).toMatchObject({ state: 'pending', declineReason: null, confirmation: null });
    expect((await aroha.request({ method: 'PUT', url: FILE, file: pdf() })).statusCode).toBe(200);
  });

  it('a decline needs a reason', async () => {
    const response = await sam.request({ method: 'POST', url: decline, json: { reason: ' ' } });
    expect(response.statusCode).toBe(400);
    expect((await storedRow())?.state).toBe('pending');
  });

  it('confirming twice confirms once, with one audit row; a decline after it is refused', async () => {
    const first = dataOf(
      await sam.request({ method: 'POST', url: confirm }),
      medicalDependencySchema,
    );
    expect(first.state).toBe('confirmed');
    const again = dataOf(
      await sam.request({ method: 'POST', url: confirm }),
      medicalDependencySchema,
    );
    expect(again).toEqual(first);
    const declined = await sam.request({
      method: 'POST',
      url: decline,
      json: { reason: 'No letter' },
    });
    expect(declined.statusCode).toBe(409);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.accountCode, AROHA), eq(auditLog.action, 'medical-dependency-confirmed')),
      );
    expect(audited).toHaveLength(1);
    const seen = dataOf(await aroha.request({ url: MEDICAL }), medicalDependencyAnswerSchema);
    expect(seen?.state).toBe('confirmed');
  });

  it('a confirmed application is not reopened by applying again', async () => {
    const response = await aroha.request({ method: 'POST', url: MEDICAL, json: declaration });
    expect(response.statusCode).toBe(409);
  });
});

describe('the alternate contact', () => {
  const contact = {
    name: 'Wiremu Ngata',
    relationship: 'Brother',
    email: 'wiremu@example.nz',
    mobileNumber: '0279876543',
    consent: true,
  };

  it('needs their consent and a way to reach them; nothing is kept otherwise', async () => {
    for (const body of [
      { ...contact, consent: false },
      { name: 'Wiremu', relationship: 'Brother', consent: true },
    ]) {
      const response = await aroha.request({ method: 'PUT', url: CONTACT, json: body });
      expect(response.statusCode).toBe(400);
    }
    expect(dataOf(await aroha.request({ url: CONTACT }), alternateContactAnswerSchema)).toBeNull();
  });

  it('is the owner’s to set: a read-only user and another customer are refused', async () => {
    for (const who of [mere, kiri]) {
      expect((await who.request({ method: 'PUT', url: CONTACT, json: contact })).statusCode).toBe(
        403,
      );
      expect((await who.request({ url: CONTACT })).statusCode).toBe(403);
    }
    expect(dataOf(await aroha.request({ url: CONTACT }), alternateContactAnswerSchema)).toBeNull();
  });

  it('is nominated, and changed, one per account', async () => {
    const saved = dataOf(
      await aroha.request({ method: 'PUT', url: CONTACT, json: contact }),
      alternateContactSchema,
    );
    expect(saved).toMatchObject({ name: 'Wiremu Ngata', email: 'wiremu@example.nz' });
    const changed = dataOf(
      await aroha.request({
        method: 'PUT',
        url: CONTACT,
        json: { ...contact, relationship: 'Son' },
      }),
      alternateContactSchema,
    );
    expect(changed.relationship).toBe('Son');
  });

  it('gets a copy of a payment-failed notice by email and text, and not of a usage alert', async () => {
    const settings = { brand: 'main', publicUrl: 'http://portal.test' } as const;
    const notice = {
      accountCode: AROHA,
      linkPath: '/account/bills',
      actionLabel: 'Pay now',
    };
    await raiseNotice(db(), settings, {
      ...notice,
      dedupeKey: 'test:alternate:payment-failed',
      kind: 'payment-failed',
      title: 'Your payment did not go through',
      body: 'Your card payment of $120.00 was declined.',
    });
    await raiseNotice(db(), settings, {
      ...notice,
      dedupeKey: 'test:alternate:data-usage',
      kind: 'data-usage',
      title: '80% of your mobile data used',
      body: '021 123 4567 has used 80% of its data.',
    });
    const toWiremu = await db()
      .select({ channel: outbox.channel, kind: outbox.kind, body: outbox.body })
      .from(outbox)
      .where(eq(outbox.recipient, 'wiremu@example.nz'));
    expect(toWiremu.map((row) => row.kind)).toEqual(['payment-failed']);
    expect(toWiremu[0]?.body).toContain('alternate contact for account 30000001');
    const texts = await db()
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(eq(outbox.recipient, '0279876543'));
    expect(texts.map((row) => row.kind)).toEqual(['payment-failed']);
  });

  it('is removed, and removing it again changes nothing', async () => {
    for (let time = 0; time < 2; time += 1) {
      const response = await aroha.request({ method: 'DELETE', url: CONTACT });
      expect(dataOf(response, alternateContactAnswerSchema)).toBeNull();
    }
    expect(dataOf(await aroha.request({ url: CONTACT }), alternateContactAnswerSchema)).toBeNull();
  });
});
