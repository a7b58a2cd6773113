import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NewLineOptions } from '@portal/contracts';
import { keptNewLineForm } from './kept-new-line';
import { EMPTY_NEW_LINE, NEW_LINE_STEPS, stepErrors } from './new-line-model';

const options: NewLineOptions = {
  plans: [
    {
      planKey: 'CARRYOVER_15GB',
      planDescription: 'Carryover 15GB',
      description: null,
      chargeIncludingGst: 5000,
      chargeExcludingGst: 4348,
      isGroupMember: false,
    },
  ],
  numbers: ['0223334444'],
  hardware: [
    {
      key: 'eSIM',
      name: 'eSIM',
      description: 'Emailed QR code.',
      chargeIncludingGst: 0,
      chargeExcludingGst: 0,
      needsDelivery: false,
    },
  ],
  providers: ['Spark'],
  displayGstInclusiveValues: true,
};

const eSimOrder = {
  ...EMPTY_NEW_LINE,
  planKey: 'CARRYOVER_15GB',
  newNumber: '0223334444',
  hardware: 'eSIM' as const,
};

describe('an order kept while signing in again', () => {
  it('is taken back when whole and still on offer', () => {
    expect(keptNewLineForm(eSimOrder, options)).toEqual(eSimOrder);
    expect(
      keptNewLineForm(
        {
          ...eSimOrder,
          numberChoice: 'ExistingNumber',
          newNumber: '',
          portNumber: '021 555 6666',
          currentProvider: 'Spark',
          accountNumber: 'SP-1',
          authority: true,
        },
        options,
      ),
    ).not.toBeNull();
  });

  it('is refused when a bringing-in provider is not offered', () => {
    const bringing = {
      ...eSimOrder,
      numberChoice: 'ExistingNumber',
      portNumber: '021 555 6666',
      currentProvider: 'Elsewhere',
      accountNumber: 'SP-1',
      authority: true,
    };
    expect(keptNewLineForm(bringing, options)).toBeNull();
  });

  it('whatever storage holds, is either refused or passes every step of the form', () => {
    const field = fc.oneof(fc.string(), fc.constantFrom('CARRYOVER_15GB', '0223334444', 'eSIM'));
    const anything = fc.oneof(
      fc.jsonValue(),
      fc.record({
        ...Object.fromEntries(Object.keys(eSimOrder).map((key) => [key, field])),
        authority: fc.boolean(),
        numberChoice: fc.constantFrom('NewNumber', 'ExistingNumber', 'Other'),
      }),
    );
    fc.assert(
      fc.property(anything, (kept) => {
        const form = keptNewLineForm(kept, options);
        if (form === null) return;
        for (const step of NEW_LINE_STEPS.keys()) expect(stepErrors(step, form)).toEqual({});
        expect(options.plans.map((plan) => plan.planKey)).toContain(form.planKey);
      }),
    );
  });
});
