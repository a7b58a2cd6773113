import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ChangePlanCandidate, ChangePlanContext } from './plan-filter';
import { isPlanOffered, plansForChange } from './plan-filter';

function plan(
  planKey: string,
  kind: 'standalone' | 'leader' | 'member',
  cents?: number,
): ChangePlanCandidate {
  return {
    planKey,
    isStandalone: kind === 'standalone',
    isGroupLeader: kind === 'leader',
    isGroupMember: kind === 'member',
    maxGroupMemberCount: kind === 'member' ? 4 : 0,
    supportedLeaderPlanKeys: kind === 'member' ? ['LEAD_60'] : [],
    charges: cents === undefined ? [] : [{ chargeIncludingGst: cents }],
  };
}

const plans = [
  plan('SOLO_40', 'standalone', 4000),
  plan('SOLO_25', 'standalone', 2500),
  plan('LEAD_60', 'leader', 6000),
  plan('MEMBER_20', 'member', 2000),
  plan('MEMBER_15', 'member', 1500),
  { ...plan('MEMBER_OTHER', 'member', 1000), supportedLeaderPlanKeys: ['LEAD_99'] },
];

const base: ChangePlanContext = {
  currentPlanKey: 'SOLO_40',
  leaderPlanKey: 'LEAD_60',
  groupMemberCount: 2,
  lineIsGroupMember: false,
  isSameServiceEntity: false,
};

const keys = (context: ChangePlanContext) => plansForChange(plans, context).map((p) => p.planKey);

describe('change plan filter and sort', () => {
  it('offers member plans of a supported leader with room, members first then by price', () => {
    expect(keys(base)).toEqual(['MEMBER_15', 'MEMBER_20', 'SOLO_25', 'SOLO_40', 'LEAD_60']);
  });

  it('hides member plans when the group is full, unless the line is already a member', () => {
    expect(keys({ ...base, groupMemberCount: 4 })).toEqual(['SOLO_25', 'SOLO_40', 'LEAD_60']);
    expect(keys({ ...base, groupMemberCount: 4, lineIsGroupMember: true })).toEqual([
      'MEMBER_15',
      'MEMBER_20',
      'SOLO_25',
      'SOLO_40',
      'LEAD_60',
    ]);
  });

  it('hides member plans without a leader or on the same service entity', () => {
    expect(keys({ ...base, leaderPlanKey: undefined })).toEqual(['SOLO_25', 'SOLO_40', 'LEAD_60']);
    expect(keys({ ...base, isSameServiceEntity: true })).toEqual(['SOLO_25', 'SOLO_40', 'LEAD_60']);
  });

  it('always keeps the current plan, even a member plan that would be hidden', () => {
    const context = { ...base, currentPlanKey: 'MEMBER_OTHER', isSameServiceEntity: true };
    expect(keys(context)).toEqual(['MEMBER_OTHER', 'SOLO_25', 'SOLO_40', 'LEAD_60']);
    expect(isPlanOffered(plan('MEMBER_20', 'member', 2000), { ...base, groupMemberCount: 9 })).toBe(
      false,
    );
  });

  it('sorts plans without charges last in their group', () => {
    const list = [plan('B', 'standalone'), plan('A', 'standalone', 100)];
    expect(plansForChange(list, base).map((p) => p.planKey)).toEqual(['A', 'B']);
  });

  const arbitraryPlan = fc.record({
    planKey: fc.constantFrom('P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'),
    isGroupLeader: fc.boolean(),
    isGroupMember: fc.boolean(),
    isStandalone: fc.boolean(),
    maxGroupMemberCount: fc.nat(6),
    supportedLeaderPlanKeys: fc.subarray(['L1', 'L2', 'L3']),
    charges: fc.array(fc.record({ chargeIncludingGst: fc.nat(20000) }), { maxLength: 2 }),
  });
  const arbitraryContext = fc.record({
    currentPlanKey: fc.option(fc.constantFrom('P1', 'P2', 'P3'), { nil: undefined }),
    leaderPlanKey: fc.option(fc.constantFrom('L1', 'L2', 'L4'), { nil: undefined }),
    groupMemberCount: fc.nat(8),
    lineIsGroupMember: fc.boolean(),
    isSameServiceEntity: fc.boolean(),
  });

  it('never drops the current plan and never invents plans', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPlan), arbitraryContext, (list, context) => {
        const result = plansForChange(list, context);
        for (const p of list) {
          if (p.planKey === context.currentPlanKey) expect(result).toContain(p);
          if (p.isStandalone || p.isGroupLeader) expect(result).toContain(p);
        }
        for (const p of result) expect(list).toContain(p);
      }),
    );
  });

  it('result is sorted: members first, then non-decreasing first charge', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPlan), arbitraryContext, (list, context) => {
        const result = plansForChange(list, context);
        const charge = (p: ChangePlanCandidate) => p.charges[0]?.chargeIncludingGst ?? Infinity;
        result.slice(1).forEach((p, i) => {
          const prev = result[i];
          if (prev === undefined) return;
          expect(!prev.isGroupMember && p.isGroupMember).toBe(false);
          if (prev.isGroupMember === p.isGroupMember) {
            expect(charge(prev)).toBeLessThanOrEqual(charge(p));
          }
        });
        expect(plansForChange(result, context)).toEqual(result);
      }),
    );
  });
});
