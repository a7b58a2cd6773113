import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api';
import { setErrorSender, type ErrorTags } from '../errors/error-reporting';
import {
  callsOf,
  customerGuid,
  customerUser,
  mockPortalServer,
  sessionView,
  staffUser,
} from '../../test/portal-server';
import { createAccountSelectionStore } from './account-selection-store';
import { firstListedAccountCode, withSelectedAccountClaim } from './claims';
import { requireAccountCode, saveAccountCode } from './save-account-code';
import { AccountClaimsError } from './session-errors';

afterEach(() => {
  setErrorSender(null);
});

describe('saveAccountCode', () => {
  it('rejects a customer whose claims lack the code, naming the code and user guid', async () => {
    const { fetchMock } = mockPortalServer();
    const store = createAccountSelectionStore();
    const saving = saveAccountCode(
      createQueryClient(),
      { accountCode: '39999999', user: customerUser(), session: sessionView() },
      store,
    );
    await expect(saving).rejects.toBeInstanceOf(AccountClaimsError);
    await expect(saving).rejects.toThrow(
      `Account code 39999999 is not in the claims of user ${customerGuid}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.get().accountCode).toBeNull();
  });

  it('saves a claimed account on the server and in the tab', async () => {
    const { fetchMock, state } = mockPortalServer();
    const store = createAccountSelectionStore();
    const result = await saveAccountCode(
      createQueryClient(),
      {
        accountCode: '30000002',
        user: customerUser(['30000001', '30000002']),
        session: sessionView(),
      },
      store,
    );
    expect(callsOf(fetchMock)).toEqual(['PATCH /session']);
    expect(state.session.accountCode).toBe('30000002');
    expect(result.salesPersonName).toBeNull();
    expect(store.get().accountCode).toBe('30000002');
  });

  it('lets staff open any account and gets the sales person name', async () => {
    const { fetchMock } = mockPortalServer({ salesPersonName: 'Mere Tane' });
    const result = await saveAccountCode(
      createQueryClient(),
      {
        accountCode: '30000009',
        user: staffUser(),
        session: sessionView({ isStaff: true, accountCode: null }),
      },
      createAccountSelectionStore(),
    );
    expect(result.salesPersonName).toBe('Mere Tane');
    expect(callsOf(fetchMock)).toEqual(['GET /api/salesPeople/me', 'PATCH /session']);
  });

  it.each([
    [404, []],
    [500, [{ operation: 'GET salesPeople/me', accountCode: null }]],
  ])(
    "falls back to '-unknown-' when the sales person call fails with %i, reporting a 5xx",
    async (status, expected) => {
      const reported: ErrorTags[] = [];
      setErrorSender((_error, tags) => reported.push(tags));
      mockPortalServer({
        handlers: [
          ({ path }) => (path === '/api/salesPeople/me' ? { status, data: null } : undefined),
        ],
      });
      const result = await saveAccountCode(
        createQueryClient(),
        { accountCode: '30000009', user: staffUser(), session: sessionView({ isStaff: true }) },
        createAccountSelectionStore(),
      );
      expect(result.salesPersonName).toBe('-unknown-');
      expect(reported).toEqual(expected);
    },
  );

  it('says so when no account is selected', () => {
    expect(() => requireAccountCode(createAccountSelectionStore())).toThrow(
      'An error has occurred when getting accountCode',
    );
  });
});

describe('claims', () => {
  it("adds a staff member's selected account with empty roles, once", () => {
    const user = withSelectedAccountClaim(staffUser(), '30000009');
    expect(user.claims).toEqual([{ claimType: 'Account', claimValue: '30000009', roles: [] }]);
    expect(withSelectedAccountClaim(user, '30000009')).toBe(user);
  });

  it('picks the first account in listing order', () => {
    expect(firstListedAccountCode(customerUser(['30000010', '30000002']))).toBe('30000002');
    expect(firstListedAccountCode(customerUser([]))).toBeNull();
  });
});
