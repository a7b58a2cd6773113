import { describe, expect, it } from 'vitest';
import { lineActions } from './components/line-actions';
import { aMobileLine } from '../shared/testing/mobile-line';

const labels = (...args: Parameters<typeof lineActions>) =>
  lineActions(...args).map((action) => action.label);

describe('what a number offers on the mobile home', () => {
  it('gives the owner a group leader’s usage, the group’s, its plan, its sharing and pausing', () => {
    expect(
      lineActions(aMobileLine('0211234567'), { canChange: true, groupRole: 'Leader' }),
    ).toEqual([
      { label: 'Usage', to: '/mobile/usage' },
      { label: 'Shared usage', to: '/mobile/usage-shared' },
      { label: 'Change plan', to: '/mobile/change-plan' },
      { label: 'Share data', to: '/mobile/sharing/sharing-beneficiaries' },
      { label: 'Pause', to: '/mobile/pause-connection' },
    ]);
  });

  it('does not offer sharing from a member line, which uses its leader’s data', () => {
    expect(labels(aMobileLine('0221234568'), { canChange: true, groupRole: 'Member' })).toEqual([
      'Usage',
      'Shared usage',
      'Change plan',
      'Pause',
    ]);
  });

  it('offers a line outside any group no shared usage, and a paused line resuming', () => {
    const paused = aMobileLine('0211234580', { isPaused: true });
    expect(labels(paused, { canChange: true, groupRole: null })).toEqual([
      'Usage',
      'Change plan',
      'Share data',
      'Resume',
    ]);
  });

  it('gives a view-only user the usage alone, and a prepay line’s spend history', () => {
    expect(labels(aMobileLine('0211234567'), { canChange: false, groupRole: 'Leader' })).toEqual([
      'Usage',
      'Shared usage',
    ]);
    const prepay = aMobileLine('0201234570', { isPrepay: true, allowance: null });
    expect(labels(prepay, { canChange: false, groupRole: null })).toEqual([
      'Usage',
      'Spend history',
    ]);
  });

  it('lets the owner top up a prepay line, with no plan change or sharing', () => {
    const prepay = aMobileLine('0201234570', { isPrepay: true, allowance: null });
    expect(labels(prepay, { canChange: true, groupRole: null })).toEqual([
      'Usage',
      'Spend history',
      'Top up',
      'Pause',
    ]);
  });

  it('offers no change to a cancelled line', () => {
    const cancelled = aMobileLine('0211234581', { status: 'Cancelled' });
    expect(labels(cancelled, { canChange: true, groupRole: null })).toEqual(['Usage']);
  });
});
