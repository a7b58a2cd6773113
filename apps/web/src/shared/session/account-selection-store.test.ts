import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SELECTION_KEY, createAccountSelectionStore } from './account-selection-store';
import { watchSelectedAccount } from './watch-selected-account';

describe('account selection store', () => {
  it('persists the account and connection in sessionStorage', () => {
    const store = createAccountSelectionStore();
    store.selectAccount('30000001');
    store.selectServiceEntity('0211234567');
    expect(JSON.parse(sessionStorage.getItem(ACCOUNT_SELECTION_KEY) ?? '')).toEqual({
      accountCode: '30000001',
      serviceEntity: '0211234567',
    });
    expect(createAccountSelectionStore().get()).toEqual({
      accountCode: '30000001',
      serviceEntity: '0211234567',
    });
  });

  it('drops the connection when another account is selected', () => {
    const store = createAccountSelectionStore();
    store.selectAccount('30000001');
    store.selectServiceEntity('0211234567');
    store.selectAccount('30000001');
    expect(store.get().serviceEntity).toBe('0211234567');
    store.selectAccount('30000002');
    expect(store.get()).toEqual({ accountCode: '30000002', serviceEntity: null });
  });

  it('records the line a page shows in place of none without telling its readers', () => {
    const store = createAccountSelectionStore();
    store.selectAccount('30000001');
    const listener = vi.fn();
    store.subscribe(listener);
    const shownBefore = store.shown();
    store.recordShownServiceEntity('0211234567');
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toEqual({ accountCode: '30000001', serviceEntity: '0211234567' });
    expect(createAccountSelectionStore().get().serviceEntity).toBe('0211234567');
    // The readers keep what they were shown (the same object, so React draws nothing again).
    expect(store.shown()).toBe(shownBefore);
    store.recordShownServiceEntity('0211234569');
    expect(store.shown()).toBe(shownBefore);
    store.selectServiceEntity('0211234568');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.shown()).toEqual({ accountCode: '30000001', serviceEntity: '0211234568' });
  });

  it('shows readers a storage cleared behind its back, even after a quiet record', () => {
    const store = createAccountSelectionStore();
    store.selectAccount('30000001');
    store.recordShownServiceEntity('0211234567');
    sessionStorage.clear();
    expect(store.shown()).toEqual({ accountCode: null, serviceEntity: null });
  });

  it('forgets everything on reset, and reads a damaged record as empty', () => {
    const store = createAccountSelectionStore();
    store.selectAccount('30000001');
    store.reset();
    expect(sessionStorage.getItem(ACCOUNT_SELECTION_KEY)).toBeNull();
    sessionStorage.setItem(ACCOUNT_SELECTION_KEY, '{oops');
    expect(store.get()).toEqual({ accountCode: null, serviceEntity: null });
  });

  it('still works in memory without storage', () => {
    const store = createAccountSelectionStore(null);
    store.selectAccount('30000001');
    expect(store.get().accountCode).toBe('30000001');
  });

  it('watches the selected account, flagging the first selection', () => {
    const store = createAccountSelectionStore();
    const callback = vi.fn();
    const stop = watchSelectedAccount(store, callback);
    store.selectAccount('30000001');
    store.selectServiceEntity('0211234567');
    store.selectAccount('30000001');
    store.selectAccount('30000002');
    store.reset();
    stop();
    store.selectAccount('30000003');
    expect(callback.mock.calls).toEqual([
      ['30000001', { isFirstSelection: true }],
      ['30000002', { isFirstSelection: false }],
    ]);
  });
});
