import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditTrailSchema, type AuditEntry } from '@portal/contracts';
import { hemisInvitation } from '../../../../../test-support/invitations';
import { emailOf } from '../../../../../test-support/personas';
import { appForTests } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';
import { dataOf, signIn, type Person } from '../payments/testing';

const TRAIL = '/api/staff/accounts/30000001/auditTrail';
const CONTACT = '/api/accounts/30000001/contactInformation';
const contact = {
  contactName: 'Aroha Ngata',
  phoneNumber: '094801235',
  mobileNumber: '0211234567',
};

const { testApp } = appForTests({ seed: true });
let aroha: Person;
let sam: Person;
beforeAll(async () => {
  aroha = await signIn(testApp, emailOf('owner'));
  sam = await signIn(testApp, emailOf('staff'));
});

async function trail(query = ''): Promise<{ entries: AuditEntry[]; total: number }> {
  const response = await sam({ url: `${TRAIL}${query}` });
  expect(response.statusCode).toBe(200);
  return dataOf(response, auditTrailSchema);
}

const newest = async () => (await trail('?pageSize=1')).entries[0];

describe('the audit trail of an account (staff only)', () => {
  it('records a staff opening and each staff change with the sales person’s name', async () => {
    const opened = await sam({
      method: 'POST',
      url: '/api/iam/staffAccess',
      json: { accountCode: '30000001' },
    });
    expect(opened.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'staff-open-account',
      actorName: 'Sam Sales',
      isStaff: true,
    });

    const changed = await sam({ method: 'PUT', url: CONTACT, json: contact });
    expect(changed.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'staff-change',
      description: 'Change the contact name, phone and mobile numbers',
      actorName: 'Sam Sales',
      isStaff: true,
    });
  });

  it('records changes made in the account opened as its customer sees it', async () => {
    const link = await sam({
      method: 'POST',
      url: '/api/iam/staffAccess',
      json: { accountCode: '30000001' },
    });
    const staffToken = new URL(
      dataOf(link, z.object({ url: z.string() })).url,
      'http://x',
    ).searchParams.get('staffToken');
    const customerView = new TestBrowser(testApp.app, testApp.config.publicUrl);
    const opened = await customerView.request({
      method: 'POST',
      url: '/session/staff-access',
      json: { staffToken },
    });
    expect(opened.statusCode).toBe(200);
    const changed = await customerView.request({ method: 'PUT', url: CONTACT, json: contact });
    expect(changed.statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'staff-change', actorName: 'Sam Sales' });
  });

  it('records no staff change for a refused write, nor for a customer’s own', async () => {
    const before = (await trail()).total;
    const refused = await sam({ method: 'PUT', url: CONTACT, json: { contactName: '' } });
    expect(refused.statusCode).toBe(400);
    expect((await aroha({ method: 'PUT', url: CONTACT, json: contact })).statusCode).toBe(200);
    expect((await trail()).total).toBe(before);
  });

  it('lists people added and password changes, by whoever made them', async () => {
    const invited = await aroha({
      method: 'POST',
      url: '/api/iam/users',
      json: hemisInvitation({ email: 'hemi.trail@example.nz', mobileNumber: '0211239997' }),
    });
    expect(invited.statusCode).toBe(201);
    expect(await newest()).toMatchObject({
      action: 'authorised-user-invited',
      description: 'Invited Hemi Ngata as an authorised user',
      actorName: 'Aroha Ngata',
      isStaff: false,
    });

    const me = dataOf(
      await aroha({ url: '/api/iam/Users/me' }),
      z.object({ userGuid: z.string() }),
    );
    const changed = await aroha({
      method: 'PUT',
      url: `/api/iam/Users/${me.userGuid}/password`,
      json: { oldPassword: 'Portal!2026', newPassword: 'Tui-Kereru-Moa-42!' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'password-changed', actorName: 'Aroha Ngata' });
    // Aroha holds 30000002 too; Kiri's account is not hers.
    const bach = await sam({ url: '/api/staff/accounts/30000002/auditTrail' });
    expect(dataOf(bach, auditTrailSchema).entries[0]?.action).toBe('password-changed');
    const kiri = await sam({ url: '/api/staff/accounts/30000301/auditTrail' });
    expect(dataOf(kiri, auditTrailSchema).entries.map((entry) => entry.action)).not.toContain(
      'password-changed',
    );
  });

  it('pages newest first, the pages adding up to the whole', async () => {
    const whole = await trail('?pageSize=50');
    expect(whole.total).toBe(whole.entries.length);
    const times = whole.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await trail('?page=2&pageSize=2');
    expect(second.entries).toEqual(whole.entries.slice(2, 4));
    expect(second.total).toBe(whole.total);
  });

  it('refuses customers, and answers 404 for an account that does not exist', async () => {
    expect((await aroha({ url: TRAIL })).statusCode).toBe(403);
    expect((await sam({ url: '/api/staff/accounts/39999999/auditTrail' })).statusCode).toBe(404);
    expect((await sam({ url: `${TRAIL}?pageSize=500` })).statusCode).toBe(400);
  });
});
