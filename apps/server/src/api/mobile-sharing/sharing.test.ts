import { describe, expect, it } from 'vitest';
import { INVALID_BENEFICIARY_NUMBER_MESSAGE } from '@portal/domain';
import { appForTests } from '../../test/test-app';
import { SELF_SHARE_MESSAGE, SHARE_LIMIT_MESSAGE } from './beneficiary-rules';
import { NO_AMOUNT_MESSAGE, OPEN_NOT_ALLOWED_MESSAGE } from './set-data-share';
import {
  AROHA,
  DEMO_RECURRING_MB,
  LEADER,
  LEADER_ALLOWANCE_MB,
  MEMBER,
  management,
  ordering,
  sharingKit,
} from './testing';

const { testApp } = appForTests({ seed: true });
const { people, share, remove } = sharingKit(() => testApp);

const demoShare = {
  beneficiaryMsisdn: MEMBER,
  shareType: 'AllocationSharing',
  recurringShareAmountMB: DEMO_RECURRING_MB,
  currentMonthShareAmountMB: 0,
};
const restoreDemoShare = () =>
  share({
    beneficiaryServiceEntity: MEMBER,
    shareType: 'AllocationSharing',
    recurringShareAmountMb: DEMO_RECURRING_MB,
  });
const beneficiaries = () => people.data(AROHA, `${management()}/beneficiaries`);
const validate = (number: string) =>
  people.data(
    AROHA,
    `${ordering()}/validateBeneficiary?beneficiaryServiceEntity=${encodeURIComponent(number)}`,
  );

describe('reading the shares', () => {
  it('lists the demo allocation from the leader to 0221234568', async () => {
    expect(await beneficiaries()).toEqual([demoShare]);
  });

  it('computes the quota from the 60GB leader plan less what the others get', async () => {
    expect(await people.data(AROHA, `${management()}/quota`)).toEqual({
      open: { allowed: true },
      recurring: { availableMb: LEADER_ALLOWANCE_MB - DEMO_RECURRING_MB },
      oneOff: { availableMb: LEADER_ALLOWANCE_MB - DEMO_RECURRING_MB },
    });
    // For the beneficiary itself its own recurring amount is free to change, and a
    // one-off comes on top of it.
    expect(
      await people.data(AROHA, `${management()}/quota?beneficiaryServiceEntity=${MEMBER}`),
    ).toEqual({
      open: { allowed: true },
      recurring: { availableMb: LEADER_ALLOWANCE_MB },
      oneOff: { availableMb: LEADER_ALLOWANCE_MB - DEMO_RECURRING_MB },
    });
  });

  it('falls back to open not allowed, 0 MB and 0 MB on a member line with no data of its own', async () => {
    expect(await people.data(AROHA, `${management(MEMBER)}/quota`)).toEqual({
      open: { allowed: false },
      oneOff: { availableMb: 0 },
      recurring: { availableMb: 0 },
    });
    expect(await people.data(AROHA, `${management(MEMBER)}/beneficiaries`)).toEqual([]);
  });

  it('gives a standalone business line its own allowance but no open sharing', async () => {
    const kiriLine = management('0211234580', '30000301');
    expect(await people.data('kiri@example.nz', `${kiriLine}/quota`)).toEqual({
      open: { allowed: false },
      recurring: { availableMb: LEADER_ALLOWANCE_MB },
      oneOff: { availableMb: LEADER_ALLOWANCE_MB },
    });
  });
});

describe('validating a beneficiary number', () => {
  it.each([
    ['12345', '12345'],
    ['0299999999', '0299999999'], // a valid number, but no line of ours
    ['094801234', '094801234'], // a landline
  ])('refuses %s with the spec’s message', async (number, msisdn) => {
    expect(await validate(number)).toEqual({
      beneficiaryMsisdn: msisdn,
      valid: false,
      message: INVALID_BENEFICIARY_NUMBER_MESSAGE,
    });
  });

  it('refuses the sharing line itself', async () => {
    expect(await validate(LEADER)).toMatchObject({ valid: false, message: SELF_SHARE_MESSAGE });
  });

  it('accepts an active line of another account, typed in the international form', async () => {
    expect(await validate('+64 21 123 4580')).toEqual({
      beneficiaryMsisdn: '0211234580',
      valid: true,
      message: null,
    });
  });
});

describe('setting a share', () => {
  it('rounds amounts down to whole MB, stores a left-out amount as 0 and shows it on the next read', async () => {
    const response = await share({
      beneficiaryServiceEntity: '022 123 4568',
      shareType: 'AllocationSharing',
      recurringShareAmountMb: 1536.9,
      currentMonthShareAmountMb: 100.99,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(
      'Your data sharing with 022 123 4568 has been saved.',
    );
    const changed = { ...demoShare, recurringShareAmountMB: 1536, currentMonthShareAmountMB: 100 };
    expect(await beneficiaries()).toEqual([changed]);
    expect((await restoreDemoShare()).statusCode).toBe(200);
    expect(await beneficiaries()).toEqual([demoShare]);
  });

  it('refuses an allocation whose amounts round down to nothing', async () => {
    const response = await share({
      beneficiaryServiceEntity: MEMBER,
      shareType: 'AllocationSharing',
      recurringShareAmountMb: 0.7,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(NO_AMOUNT_MESSAGE);
    expect(await beneficiaries()).toEqual([demoShare]);
  });

  it('refuses more than the quota', async () => {
    const response = await share({
      beneficiaryServiceEntity: '0271234569',
      shareType: 'AllocationSharing',
      recurringShareAmountMb: LEADER_ALLOWANCE_MB - DEMO_RECURRING_MB + 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      `You can share up to ${LEADER_ALLOWANCE_MB - DEMO_RECURRING_MB} MB every month with this number.`,
    );
    const oneOff = await share({
      beneficiaryServiceEntity: MEMBER,
      shareType: 'AllocationSharing',
      recurringShareAmountMb: DEMO_RECURRING_MB,
      currentMonthShareAmountMb: LEADER_ALLOWANCE_MB - DEMO_RECURRING_MB + 1,
    });
    expect(oneOff.statusCode).toBe(400);
    expect(await beneficiaries()).toEqual([demoShare]);
  });

  it('refuses a number that is not a beneficiary line, with the spec’s message', async () => {
    const response = await share({
      beneficiaryServiceEntity: '0299999999',
      shareType: 'AllocationSharing',
      recurringShareAmountMb: 10,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(INVALID_BENEFICIARY_NUMBER_MESSAGE);
  });

  it('switches to open sharing (no amounts) where the line leads an Open pool', async () => {
    const response = await share({ beneficiaryServiceEntity: MEMBER, shareType: 'OpenSharing' });
    expect(response.statusCode).toBe(200);
    expect(await beneficiaries()).toEqual([
      { ...demoShare, shareType: 'OpenSharing', recurringShareAmountMB: 0 },
    ]);
    await restoreDemoShare();
  });

  it('refuses open sharing on a line with no Open pool', async () => {
    const response = await share(
      { beneficiaryServiceEntity: '0211234581', shareType: 'OpenSharing' },
      { email: 'kiri@example.nz', line: '0211234580', account: '30000301' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(OPEN_NOT_ALLOWED_MESSAGE);
  });
});

describe('the limit of 5 beneficiaries', () => {
  const added = ['0271234569', '0211234580', '0211234581', '0201234570'];

  it('takes four more, refuses a 6th with a clear message, and accepts it once one is removed', async () => {
    for (const number of added) {
      const response = await share({
        beneficiaryServiceEntity: number,
        shareType: 'AllocationSharing',
        currentMonthShareAmountMb: 100,
      });
      expect(response.statusCode, number).toBe(200);
    }
    expect(await beneficiaries()).toHaveLength(5);
    expect(await validate('0201234599')).toEqual({
      beneficiaryMsisdn: '0201234599',
      valid: false,
      message: SHARE_LIMIT_MESSAGE,
    });
    const sixth = await share({
      beneficiaryServiceEntity: '0201234599',
      shareType: 'AllocationSharing',
      recurringShareAmountMb: 100,
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json<{ message: string }>().message).toBe(SHARE_LIMIT_MESSAGE);
    // A change to one of the five is not a 6th.
    expect(
      (
        await share({
          beneficiaryServiceEntity: MEMBER,
          shareType: 'AllocationSharing',
          recurringShareAmountMb: DEMO_RECURRING_MB,
        })
      ).statusCode,
    ).toBe(200);

    expect((await remove('0201234570')).statusCode).toBe(200);
    expect(await validate('0201234599')).toMatchObject({ valid: true });
    for (const number of [...added.slice(0, 3)])
      expect((await remove(number)).statusCode).toBe(200);
    expect(await beneficiaries()).toEqual([demoShare]);
  });
});

describe('removing a share', () => {
  it('stops the sharing, shows on the next read, and a second removal is a 404', async () => {
    const response = await remove(MEMBER);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(
      'You no longer share data with 022 123 4568.',
    );
    expect(await beneficiaries()).toEqual([]);
    expect(await people.data(AROHA, `${management()}/quota`)).toMatchObject({
      recurring: { availableMb: LEADER_ALLOWANCE_MB },
    });
    expect((await remove(MEMBER)).statusCode).toBe(404);
    await restoreDemoShare();
    expect(await beneficiaries()).toEqual([demoShare]);
  });
});
