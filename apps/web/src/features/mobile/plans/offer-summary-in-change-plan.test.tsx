import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanTermsList } from '@portal/contracts';
import { renderApp } from '../../../test/render-app';
import { customerUser, type Handler } from '../../../test/portal-server';
import { plansHandlers } from './testing/plans-server';

const terms: PlanTermsList = {
  displayGstInclusiveValues: true,
  plans: [
    {
      kind: 'mobile',
      planKey: 'CAPPED_5GB',
      planName: 'Essential 5GB',
      pricePerMonth: 3_000,
      termMonths: 12,
      setupFee: 0,
      feePerMonthLeft: 1_000,
      feeCap: 8_000,
    },
  ],
};

const planTerms: Handler = ({ method, path }) =>
  method === 'GET' && path === '/api/accounts/30000001/planTerms' ? { data: terms } : undefined;

describe('/mobile/change-plan offer summary', () => {
  it('shows the chosen plan’s term and fee to leave before the change is confirmed', async () => {
    const { user } = await renderApp(
      '/mobile/change-plan',
      {},
      { user: customerUser(['30000001']), handlers: [planTerms, ...plansHandlers({})] },
    );
    await user.click(await screen.findByRole('button', { name: 'Choose Essential 5GB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change to Essential 5GB?' });
    const summary = await within(dialog).findByRole('region', {
      name: 'Offer summary: Essential 5GB',
    });
    expect(summary).toHaveTextContent('Fixed, 12 months');
    expect(summary).toHaveTextContent(
      '$10.00 incl. GST for each month left, at most $80.00 incl. GST',
    );
  });
});
