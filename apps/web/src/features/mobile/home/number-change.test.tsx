import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MobileServiceDetails } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { callsOf, customerUser, sessionView, type Handler } from '../../../test/portal-server';
import { renderApp } from '../../../test/render-app';
import { aMobileLine } from '../shared/testing/mobile-line';
import { keepPendingAction } from '../../../shared/step-up/pending-action';
import { changeNumberKey } from '../shared/mobile-line-queries';

const management = '/api/mobile/v2/management/accounts/30000001';
const ordering = '/api/mobile/v2/ordering/accounts/30000001/serviceEntities/0211234567';
const CHANGE = `POST ${ordering}/changeNumber`;

/** Lines, free numbers and a change that shows as the line's pending number, as the server does. */
function numberServer(refusal?: { status: number; message: string }) {
  const state = { lines: [aMobileLine('0211234567', { serviceEntityDescription: 'Aroha' })] };
  const handler: Handler = ({ method, path, body }) => {
    if (method === 'GET' && path === `${management}/mobileServices`) return { data: state.lines };
    if (method === 'GET' && path === `${ordering}/availableNumbers`) {
      return { data: ['0225551007', '0225551014'] };
    }
    if (method === 'POST' && path === `${ordering}/changeNumber`) {
      if (refusal !== undefined) return { ...refusal, data: null };
      const { newNumber } = body as { newNumber: string };
      state.lines = state.lines.map((line): MobileServiceDetails => ({
        ...line,
        pendingNumber: newNumber,
      }));
      return {
        data: {
          orderId: 'ORDER-9',
          orderType: 'ChangeNumber',
          status: 'Pending',
          createdAt: '2026-11-21T01:00:00.000Z',
          payload: {},
        },
      };
    }
    return undefined;
  };
  return { state, handler };
}

async function renderLines(server: ReturnType<typeof numberServer>) {
  const rendered = await renderApp(
    '/mobile?accountCode=30000001&serviceEntity=0211234567',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [
        server.handler,
        ...accountHandlers({
          '30000001': { account: anAccount('30000001'), mobileServices: server.state.lines },
        }),
      ],
    },
  );
  const manage = await screen.findByRole(
    'region',
    { name: 'Manage 021 123 4567' },
    { timeout: 5000 },
  );
  return { ...rendered, manage };
}

async function openNumberReview(refusal?: { status: number; message: string }) {
  const server = numberServer(refusal);
  const rendered = await renderApp(
    '/mobile?accountCode=30000001&serviceEntity=0211234567',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [
        server.handler,
        ...accountHandlers({
          '30000001': { account: anAccount('30000001'), mobileServices: server.state.lines },
        }),
      ],
    },
  );
  const { user } = rendered;
  const manage = await screen.findByRole(
    'region',
    { name: 'Manage 021 123 4567' },
    { timeout: 5000 },
  );
  await user.click(within(manage).getByRole('button', { name: 'Change number' }));
  const choose = await screen.findByRole('dialog', { name: 'Change the number 021 123 4567' });
  expect(within(choose).getByRole('button', { name: 'Review change' })).toBeDisabled();
  await user.click(await within(choose).findByRole('radio', { name: '022 555 1007' }));
  await user.click(within(choose).getByRole('button', { name: 'Review change' }));
  const review = await screen.findByRole('dialog', { name: 'Check your number change' });
  return { ...rendered, server, manage, review };
}

describe('Changing a number', () => {
  it('reviews what goes, orders it, and says what happens next and when', async () => {
    const { user, fetchMock, manage, review } = await openNumberReview();
    expect(within(review).getByRole('list', { name: 'What will happen' })).toHaveTextContent(
      '021 123 4567 changes to 022 555 1007, within one working day.',
    );
    expect(review).toHaveTextContent(
      'Once the change is done, 021 123 4567 goes: calls and texts to it no longer reach you, and it cannot be got back.',
    );
    expect(callsOf(fetchMock)).not.toContain(CHANGE);
    await user.click(within(review).getByRole('button', { name: 'Change to 022 555 1007' }));

    const result = await within(manage).findByRole('status');
    expect(result).toHaveTextContent('Number change ordered');
    expect(within(result).getByRole('list', { name: 'What happens next' })).toHaveTextContent(
      'From then, calls and texts to 021 123 4567 no longer reach you, and 022 555 1007 is your number.',
    );
    expect(await within(manage).findByText('021 123 4567, changing to 022 555 1007')).toBeVisible();
    expect(callsOf(fetchMock).filter((call) => call === CHANGE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back from the review to the choice, and closes, ordering nothing', async () => {
    const { user, fetchMock, manage, review } = await openNumberReview();
    await user.click(within(review).getByRole('button', { name: 'Back' }));
    const choose = await screen.findByRole('dialog', { name: 'Change the number 021 123 4567' });
    await user.click(within(choose).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(callsOf(fetchMock)).not.toContain(CHANGE);
    expect(within(manage).queryByRole('status')).not.toBeInTheDocument();
    expect(within(manage).getByText('021 123 4567')).toBeVisible();
  });

  it('shows a refusal in the review and changes nothing on the page', async () => {
    const { user, manage, review } = await openNumberReview({
      status: 409,
      message: 'That number is no longer available. Please choose another.',
    });
    await user.click(within(review).getByRole('button', { name: 'Change to 022 555 1007' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'That number is no longer available. Please choose another.',
    );
    expect(within(manage).queryByRole('status')).not.toBeInTheDocument();
    expect(within(manage).getByText('021 123 4567')).toBeVisible();
    expect(within(manage).getByRole('button', { name: 'Change number' })).toBeInTheDocument();
  });
});

describe('Changing a number, back from signing in again (decision 052)', () => {
  it('reopens the review of the number chosen, ordered only at one click', async () => {
    keepPendingAction(changeNumberKey('30000001'), {
      serviceEntity: '0211234567',
      newNumber: '0225551007',
    });
    const { user, fetchMock, manage } = await renderLines(numberServer());
    const review = await screen.findByRole('dialog', { name: 'Check your number change' });
    expect(within(review).getByText('You signed in again')).toBeInTheDocument();
    expect(review).toHaveTextContent('Change to 022 555 1007 to finish what you started.');
    expect(callsOf(fetchMock)).not.toContain(CHANGE);
    await user.click(within(review).getByRole('button', { name: 'Change to 022 555 1007' }));
    expect(await within(manage).findByRole('status')).toHaveTextContent('Number change ordered');
    expect(callsOf(fetchMock).filter((call) => call === CHANGE)).toHaveLength(1);
  });

  it.each([
    ['another line', { serviceEntity: '0219999999', newNumber: '0225551007' }],
    ['not a number', { serviceEntity: '0211234567', newNumber: '<script>' }],
    ['garbage', 'change it'],
  ])('ignores a kept change that does not fit: %s', async (_what, kept) => {
    keepPendingAction(changeNumberKey('30000001'), kept);
    const { manage } = await renderLines(numberServer());
    expect(within(manage).getByRole('button', { name: 'Change number' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
