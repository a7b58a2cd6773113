import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@portal/contracts';
import { aMobileService, accountHandlers, anAccount } from '../accounts/testing/account-server';
import { customerUser, sessionView } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';
import { accountSelectionStore } from '../session';

const accounts = {
  '30000002': {
    account: anAccount('30000002', { accountName: 'Ngata Bach', dateCancelled: '2026-08-21' }),
  },
  '30000010': { account: anAccount('30000010', { accountName: 'Ngata Rentals' }) },
  '30000001': {
    account: anAccount('30000001', { accountName: 'Ngata Household' }),
    mobileServices: [
      { ...aMobileService(), serviceEntity: '0211234567', serviceEntityDescription: 'Aroha' },
      { ...aMobileService(), serviceEntity: '0221234568', serviceEntityDescription: 'Mere' },
      // Wireless broadband is not a connection to pick on the mobile pages.
      { ...aMobileService('mobile2_wbb'), serviceEntity: '0279999999' },
    ],
  },
};

// Claims in no particular order: the picker must list them as spec section 6 says.
const user: User = customerUser(['30000002', '30000010', '30000001']);

const firstPicker = async (name: string) =>
  (await screen.findAllByRole('combobox', { name }))[0] as HTMLSelectElement;

describe('account picker', () => {
  it('lists every account: active ones by code, then the cancelled one, marked', async () => {
    await renderApp(
      '/',
      {},
      {
        user,
        session: sessionView({ accountCode: '30000001' }),
        handlers: accountHandlers(accounts),
      },
    );
    const picker = await firstPicker('Account');
    await waitFor(() => {
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Ngata Household (30000001)',
        'Ngata Rentals (30000010)',
        'Ngata Bach (30000002) – cancelled',
      ]);
    });
    expect(picker.value).toBe('30000001');
  });

  it('lists only the configured business group, or any account that has one', async () => {
    const withOthers = {
      ...accounts,
      '30000101': { account: anAccount('30000101', { businessGroup: 'Prepay' }) },
      '30000999': { account: anAccount('30000999', { businessGroup: null }) },
    };
    const everyone = customerUser(['30000002', '30000010', '30000001', '30000101', '30000999']);
    const listed = async (businessGroup: string | null) => {
      await renderApp(
        '/',
        { businessGroup },
        {
          user: everyone,
          session: sessionView({ accountCode: '30000001' }),
          handlers: accountHandlers(withOthers),
        },
      );
      const picker = await firstPicker('Account');
      let codes: string[] = [];
      await waitFor(() => {
        codes = [...picker.options].map((option) => option.value);
        expect(codes).not.toContain('30000999');
      });
      cleanup();
      return codes;
    };
    expect(await listed('Residential')).toEqual(['30000001', '30000010', '30000002']);
    expect(await listed(null)).toEqual(['30000001', '30000010', '30000101', '30000002']);
  });

  it('saves the chosen account to the session and this tab, and the dashboard follows', async () => {
    const { user: person, fetchMock } = await renderApp(
      '/',
      {},
      {
        user,
        session: sessionView({ accountCode: '30000001' }),
        handlers: accountHandlers(accounts),
      },
    );
    expect(await screen.findByRole('heading', { name: /Ngata Household/ })).toBeInTheDocument();
    await waitFor(async () => {
      expect((await firstPicker('Account')).options).toHaveLength(3);
    });
    await person.selectOptions(await firstPicker('Account'), '30000002');
    expect(await screen.findByRole('heading', { name: /Ngata Bach/ })).toBeInTheDocument();
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches.map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ accountCode: '30000002' }),
    ]);
    expect(accountSelectionStore.get().accountCode).toBe('30000002');
  });
});

describe('connection picker', () => {
  it('is shown on mobile pages only, lists the mobile lines and stores the one chosen', async () => {
    const { user: person, router } = await renderApp(
      '/',
      {},
      {
        user,
        session: sessionView({ accountCode: '30000001' }),
        handlers: accountHandlers(accounts),
      },
    );
    await screen.findByRole('heading', { name: /Ngata Household/ });
    expect(screen.queryByRole('combobox', { name: 'Connection' })).not.toBeInTheDocument();

    await router.navigate({ to: '/mobile' });
    const picker = await firstPicker('Connection');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['021 123 4567 (Aroha)', '022 123 4568 (Mere)']);
    // With none chosen yet, the first line is selected.
    await waitFor(() => {
      expect(accountSelectionStore.get().serviceEntity).toBe('0211234567');
    });
    await person.selectOptions(picker, '0221234568');
    expect(accountSelectionStore.get()).toEqual({
      accountCode: '30000001',
      serviceEntity: '0221234568',
    });
  });
});
