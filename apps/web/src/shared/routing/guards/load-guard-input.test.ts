import { describe, expect, it } from 'vitest';
import { callsOf, mockPortalServer, signedOutView } from '../../../test/portal-server';
import { createTestQueryClient } from '../../../test/render-app';
import { accountHandlers, anAccount, fibreAndPower } from '../../accounts/testing/account-server';
import { createAccountSelectionStore } from '../../session/account-selection-store';
import { routeMeta } from '../route-meta';
import { loadGuardInput } from './load-guard-input';

function loadAt(pathname: string) {
  return loadGuardInput(
    createTestQueryClient({ brand: 'flexi', environment: 'test' }),
    { pathname, searchStr: '', hash: '' },
    routeMeta.power,
    createAccountSelectionStore(null),
  );
}

describe('loadGuardInput', () => {
  it('reads the selected account’s facts, with the brand of the app config', async () => {
    mockPortalServer({
      handlers: accountHandlers({
        '30000001': { account: anAccount('30000001'), products: fibreAndPower },
      }),
    });
    const input = await loadAt('/power');
    expect(input.accountFacts?.selectedAccount?.businessGroup).toBe('Residential');
    expect(input.accountFacts?.hasPowerProduct).toBe(true);
    // The partner brand has no power (docs/spec-notes.md, brand).
    expect(input.accountFacts?.features.power).toBe(false);
  });

  it('has no facts, and asks for none, when nobody is signed in', async () => {
    const { fetchMock } = mockPortalServer({ session: signedOutView });
    const input = await loadAt('/power');
    expect(input.accountFacts).toBeNull();
    expect(callsOf(fetchMock)).toEqual(['GET /session']);
  });

  it('has no facts when the selected account cannot be read, so the guards let it through', async () => {
    mockPortalServer();
    expect((await loadAt('/power')).accountFacts).toBeNull();
  });
});
