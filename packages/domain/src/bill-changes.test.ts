import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainBillChanges } from './bill-changes';
import type { BillLine } from './bill-line-kind';

const power = (description: string, quantity: string | null, amountCents: number): BillLine => ({
  serviceGroup: 'Electricity',
  serviceEntity: '0001234567UN3A1',
  description,
  quantity,
  amountCents,
});
const mobile = (description: string, quantity: string | null, amountCents: number): BillLine => ({
  serviceGroup: 'Mobile',
  serviceEntity: '0211234567',
  description,
  quantity,
  amountCents,
});
const total = (lines: readonly BillLine[]) => lines.reduce((t, l) => t + l.amountCents, 0);

describe('explainBillChanges', () => {
  it('says how far usage went up, and the days of the daily charge', () => {
    const changes = explainBillChanges(
      [
        power('Daily charge, 30 days at 150.00c/day', '30 days', 4500),
        power('Anytime, 480 kWh at 28.50c/kWh', '480 kWh', 13680),
      ],
      [
        power('Daily charge, 31 days at 150.00c/day', '31 days', 4650),
        power('Anytime, 512 kWh at 28.50c/kWh', '512 kWh', 14592),
      ],
    );
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'days',
        text: 'Daily charge: 31 days this bill, 30 days on the previous bill',
        differenceCents: 150,
      }),
      expect.objectContaining({
        kind: 'usage',
        text: 'Anytime use up 32 kWh: 512 kWh this bill, 480 kWh on the previous bill',
        differenceCents: 912,
      }),
    ]);
  });

  it('names a plan changed during the period and the day it changed', () => {
    const changes = explainBillChanges(
      [mobile('Group Leader 30GB', null, 6000)],
      [
        mobile('Group Leader 30GB', '05/06/2026 to 17/06/2026', 2600),
        mobile('Group Leader 60GB', '18/06/2026 to 04/07/2026', 4533),
      ],
    );
    expect(changes).toEqual([
      {
        kind: 'planChanged',
        serviceGroup: 'Mobile',
        serviceEntity: '0211234567',
        text:
          'Plan changed from Group Leader 30GB to Group Leader 60GB on 18/06/2026: this bill ' +
          'charges each plan for its part of the period',
        differenceCents: 1133,
      },
    ]);
  });

  it('explains the first whole period after such a change', () => {
    const changes = explainBillChanges(
      [
        mobile('Group Leader 30GB', '05/06/2026 to 17/06/2026', 2600),
        mobile('Group Leader 60GB', '18/06/2026 to 04/07/2026', 4533),
      ],
      [mobile('Group Leader 60GB', null, 8000)],
    );
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'planChanged',
        text: 'Group Leader 60GB for the whole period: the plan changed from Group Leader 30GB on 18/06/2026',
        differenceCents: 867,
      }),
    ]);
  });

  it('calls one regular charge replaced by another a plan change', () => {
    const changes = explainBillChanges(
      [mobile('Group Leader 30GB', null, 6000)],
      [mobile('Group Leader 60GB', null, 8000)],
    );
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'planChanged',
        text: 'Plan changed from Group Leader 30GB to Group Leader 60GB',
        differenceCents: 2000,
      }),
    ]);
  });

  it('tells an ended instalment, a one-off charge and a credit apart', () => {
    const changes = explainBillChanges(
      [
        mobile('Group Leader 60GB', null, 8000),
        mobile('Samsung Galaxy S25 interest-free instalment 36 of 36', null, 5558),
      ],
      [
        mobile('Group Leader 60GB', null, 8000),
        mobile('SIM card replacement', 'One-off charge', 500),
        mobile('Loyalty credit', null, -2000),
      ],
    );
    expect(changes.map(({ kind, text, differenceCents }) => [kind, text, differenceCents])).toEqual(
      [
        ['oneOff', 'One-off charge: SIM card replacement', 500],
        ['credit', 'Credit: Loyalty credit', -2000],
        [
          'instalmentEnded',
          'Samsung Galaxy S25 instalments ended: the last was on the previous bill',
          -5558,
        ],
      ],
    );
  });

  it('matches the next instalment to the last one and leaves equal lines out', () => {
    const changes = explainBillChanges(
      [mobile('Samsung Galaxy S25 interest-free instalment 8 of 36', null, 5550)],
      [mobile('Samsung Galaxy S25 interest-free instalment 9 of 36', null, 5550)],
    );
    expect(changes).toEqual([]);
  });

  it('says what a service not billed before adds, and what one no longer billed takes off', () => {
    const changes = explainBillChanges(
      [{ ...mobile('Endless 40GB', null, 5000), serviceEntity: '0271234569' }],
      [mobile('Static IP', null, 1000), mobile('Premium calls and texts', null, 320)],
    );
    expect(changes.map((c) => [c.serviceEntity, c.kind, c.text, c.differenceCents])).toEqual([
      ['0211234567', 'added', 'Static IP added', 1000],
      ['0211234567', 'usage', 'Premium calls and texts: none on the previous bill', 320],
      ['0271234569', 'ended', 'Endless 40GB: no longer charged', -5000],
    ]);
  });
});

const descriptions = [
  'Group Leader 30GB',
  'Group Leader 60GB',
  'Static IP',
  'Premium calls and texts',
  'Anytime, 480 kWh at 28.50c/kWh',
  'Daily charge, 30 days at 150.00c/day',
  'Samsung Galaxy S25 interest-free instalment 9 of 36',
  'Technician visit',
  'Loyalty credit',
];
const quantities = [
  null,
  '480 kWh',
  '31 days',
  'One-off charge',
  '05/06/2026 to 17/06/2026',
  '18/06/2026 to 04/07/2026',
];
const lineArbitrary = fc.record({
  serviceGroup: fc.constantFrom('Mobile', 'Electricity', 'Internet'),
  serviceEntity: fc.constantFrom(null, '0211234567', '0221234568'),
  description: fc.constantFrom(...descriptions),
  quantity: fc.constantFrom(...quantities),
  amountCents: fc.integer({ min: -20_000, max: 50_000 }),
});
const billArbitrary = fc.array(lineArbitrary, { maxLength: 12 });

describe('explainBillChanges, for any two bills', () => {
  it('gives differences that add up to the difference of the totals', () => {
    fc.assert(
      fc.property(billArbitrary, billArbitrary, (previous, current) => {
        const changes = explainBillChanges(previous, current);
        const explained = changes.reduce((t, c) => t + c.differenceCents, 0);
        expect(explained).toBe(total(current) - total(previous));
      }),
    );
  });

  it('finds nothing to explain between a bill and itself', () => {
    fc.assert(
      fc.property(billArbitrary, (bill) => {
        expect(explainBillChanges(bill, bill).filter((c) => c.kind !== 'planChanged')).toEqual([]);
      }),
    );
  });

  it('says every difference in words, about a service of one of the two bills', () => {
    fc.assert(
      fc.property(billArbitrary, billArbitrary, (previous, current) => {
        const services = new Set(
          [...previous, ...current].map((l) => `${l.serviceGroup}/${l.serviceEntity ?? ''}`),
        );
        for (const change of explainBillChanges(previous, current)) {
          expect(change.text.trim()).not.toBe('');
          expect(services).toContain(`${change.serviceGroup}/${change.serviceEntity ?? ''}`);
        }
      }),
    );
  });
});
