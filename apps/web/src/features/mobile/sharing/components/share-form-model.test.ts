import { describe, expect, it } from 'vitest';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import {
  allocationError,
  availableWords,
  initialShareValues,
  shareFormSchema,
  shareSummary,
  type ShareFormValues,
} from './share-form-model';

const quota = {
  open: { allowed: true },
  recurring: { availableMb: 2048 },
  oneOff: { availableMb: 0 },
};
const openNow = {
  beneficiaryMsisdn: '0221234568',
  shareType: 'OpenSharing' as const,
  recurringShareAmountMB: 0,
  currentMonthShareAmountMB: 0,
};
const allocation: ShareFormValues = { ...initialShareValues(quota, undefined), amountMb: 100 };

describe('initialShareValues', () => {
  it('keeps open sharing only where the line allows it', () => {
    expect(initialShareValues(quota, openNow).shareType).toBe('OpenSharing');
    const closed = { ...quota, open: { allowed: false } };
    expect(initialShareValues(closed, openNow).shareType).toBe('AllocationSharing');
    expect(initialShareValues(quota, undefined)).toEqual({
      shareType: 'AllocationSharing',
      mode: 'ShareDifferentAmount',
      kind: 'Recurring',
      amountMb: 0,
      amountText: '',
    });
  });
});

describe('allocationError', () => {
  it('asks for at least 1 MB and at most what is available of the kind', () => {
    expect(allocationError(allocation, quota)).toBeUndefined();
    expect(allocationError({ ...allocation, amountMb: 0.5 }, quota)).toBe(
      'Enter an amount of at least 1 MB.',
    );
    expect(allocationError({ ...allocation, amountMb: 2049 }, quota)).toBe(
      'You can share up to 2,048 MB.',
    );
  });

  it('says when there is nothing to share all of, and checks nothing for open sharing', () => {
    const all = { ...allocation, mode: 'ShareAllAmount' as const };
    expect(allocationError(all, quota)).toBeUndefined();
    expect(allocationError({ ...all, kind: 'OneOff' }, quota)).toBe(
      'There is no data left to share this way.',
    );
    expect(allocationError({ ...allocation, shareType: 'OpenSharing', amountMb: 0 }, quota)).toBe(
      undefined,
    );
  });

  it('is the schema’s message for the amount', () => {
    const validate = schemaValidate(shareFormSchema(quota));
    expect(validate({ ...allocation, amountMb: 0 })).toEqual({
      amountMb: 'Enter an amount of at least 1 MB.',
    });
    expect(validate(allocation)).toEqual({});
  });
});

describe('the words of the form', () => {
  it('says where the available amount comes from when the number holds some now', () => {
    const holding = {
      ...openNow,
      shareType: 'AllocationSharing' as const,
      recurringShareAmountMB: 1024,
    };
    expect(availableWords(allocation, quota, undefined, '022 123 4568')).toBe('2.0 GB');
    expect(availableWords(allocation, quota, holding, '022 123 4568')).toBe(
      '2.0 GB: 1.0 GB free and the 1.0 GB 022 123 4568 has now',
    );
  });

  it('sums up the share for the confirm dialog', () => {
    expect(shareSummary({ ...allocation, amountMb: 1500 }, quota, '022 123 4568')).toBe(
      '022 123 4568 will get 1,500 MB every month.',
    );
    expect(shareSummary({ ...allocation, shareType: 'OpenSharing' }, quota, '022 123 4568')).toBe(
      '022 123 4568 will use your data as they need it.',
    );
  });
});
