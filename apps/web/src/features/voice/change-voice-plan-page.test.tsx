import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanChangeImpact, VoicePlanOptions } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import { accountSelectionStore } from '../../shared/session';
import { bodySentTo, customerUser, sessionView, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';
import { aLandline } from './testing/landline';

const landline = '/api/accounts/30000001/voiceServices/VOI-1';
const orders = `${landline}/planChangeOrders`;

const plan = (planKey: string, name: string, voiceType: 'SIPONT' | 'NoVoice', cents: number) => ({
  planKey,
  name,
  voiceType,
  description: `${name}, described.`,
  monthlyChargeIncludingGst: cents,
  monthlyChargeExcludingGst: Math.round(cents / 1.15),
  isCurrent: planKey === 'SIPONT_HOMEPHONE',
});

const plans: VoicePlanOptions = {
  serviceId: 'VOI-1',
  currentPlanKey: 'SIPONT_HOMEPHONE',
  displayGstInclusiveValues: true,
  changeDate: '2026-12-05',
  plans: [
    plan('SIPONT_HOMEPHONE', 'Home Phone', 'SIPONT', 1000),
    plan('NOVOICE', 'No home phone', 'NoVoice', 0),
  ],
};

const impact: PlanChangeImpact = {
  from: {
    planKey: 'SIPONT_HOMEPHONE',
    name: 'Home Phone',
    monthlyChargeIncludingGst: 1000,
    monthlyChargeExcludingGst: 870,
  },
  to: {
    planKey: 'NOVOICE',
    name: 'No home phone',
    monthlyChargeIncludingGst: 0,
    monthlyChargeExcludingGst: 0,
  },
  monthlyDifference: -1000,
  displayGstInclusiveValues: true,
  effectiveDate: '2026-12-05',
  lines: ['Your landline and its number end on 05/12/2026.'],
};

/** The landline's calls; an order is refused with `refusal` when one is given. */
function landlineServer(refusal?: string): Handler {
  return ({ method, path }) => {
    if (method === 'GET' && path === '/api/accounts/30000001/voiceServices') {
      return { data: [aLandline()] };
    }
    if (method === 'GET' && path === `${landline}/plans`) return { data: plans };
    if (method === 'GET' && path === `${landline}/planChangeImpact`) return { data: impact };
    if (method === 'POST' && path === orders && refusal !== undefined) {
      return { status: 409, data: null, message: refusal };
    }
    if (method === 'POST' && path === orders) {
      const placed = { orderId: 'O-1', summary: 'Voice plan change to No home phone' };
      return { data: { ...placed, requestedDateOfProvisioning: '2026-12-05' } };
    }
    return undefined;
  };
}

async function chooseNoHomePhone(refusal?: string) {
  accountSelectionStore.selectAccount('30000001');
  const rendered = await renderApp(
    '/broadband/change-voice-plan',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [
        landlineServer(refusal),
        ...accountHandlers({ '30000001': { account: anAccount('30000001') } }),
      ],
    },
  );
  const card = await screen.findByRole('listitem', { name: 'No home phone' }, { timeout: 5000 });
  expect(card).toHaveTextContent('No charge');
  await rendered.user.click(within(card).getByRole('button', { name: 'Choose No home phone' }));
  const dialog = await screen.findByRole('dialog', { name: 'End your landline?' });
  expect(await within(dialog).findByRole('list', { name: 'What changes' })).toHaveTextContent(
    'Your landline and its number end on 05/12/2026.',
  );
  await rendered.user.click(within(dialog).getByRole('button', { name: 'End landline' }));
  return { ...rendered, dialog };
}

describe('Change voice plan', () => {
  it('asks before ending the landline, then orders it with a key and says it is on its way', async () => {
    const { fetchMock } = await chooseNoHomePhone();
    expect(await screen.findByText('Your voice plan change is on its way')).toBeInTheDocument();
    expect(
      screen.getByText('Voice plan change to No home phone, from 05/12/2026.'),
    ).toBeInTheDocument();
    expect(bodySentTo(fetchMock, orders)).toEqual({ planKey: 'NOVOICE' });
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect((call?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('shows a refusal in the dialog in the server’s words, leaving it open', async () => {
    const { dialog } = await chooseNoHomePhone('A plan change is already on its way.');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A plan change is already on its way.',
    );
    expect(within(dialog).getByRole('button', { name: 'End landline' })).toBeEnabled();
  });
});
