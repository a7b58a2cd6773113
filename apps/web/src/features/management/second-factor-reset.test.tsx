import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../shared/app-providers';
import { bodySentTo, callsOf, mockPortalServer, type Handler } from '../../test/portal-server';
import { createTestQueryClient } from '../../test/render-app';
import { SecondFactorReset } from './components/second-factor-reset';

const RESETS = '/api/staff/secondFactorResets';

function renderReset(answer: Handler) {
  const { fetchMock } = mockPortalServer({ handlers: [answer] });
  render(
    <AppProviders queryClient={createTestQueryClient()} brand="main" env="test">
      <SecondFactorReset />
    </AppProviders>,
  );
  return { user: userEvent.setup(), fetchMock };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    screen.getByRole('textbox', { name: /Colleague’s staff email/ }),
    ' jo@sales.example.nz ',
  );
  await user.type(screen.getByRole('textbox', { name: /Why/ }), 'Lost phone, ticket 4411');
}

describe('resetting a colleague’s second factor', () => {
  it('sends the email and reason, then says the colleague is signed out and sets up anew', async () => {
    const { user, fetchMock } = renderReset((request) =>
      request.method === 'POST' && request.path === RESETS
        ? {
            data: {
              email: 'jo@sales.example.nz',
              name: 'Jo Sales',
              resetAt: '2026-12-07T01:00:00Z',
            },
          }
        : undefined,
    );
    const send = screen.getByRole('button', { name: 'Reset second factor' });
    expect(send).toBeDisabled();
    await fillIn(user);
    await user.click(send);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'Jo Sales (jo@sales.example.nz) is signed out everywhere and will set up a new second step at their next sign-in.',
    );
    expect(callsOf(fetchMock).filter((call) => call === `POST ${RESETS}`)).toHaveLength(1);
    expect(bodySentTo(fetchMock, RESETS)).toEqual({
      email: 'jo@sales.example.nz',
      reason: 'Lost phone, ticket 4411',
    });
  });

  it('says why when the server refuses, in its words', async () => {
    const { user } = renderReset((request) =>
      request.method === 'POST' && request.path === RESETS
        ? { status: 400, data: null, message: 'You can’t reset your own second factor.' }
        : undefined,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Reset second factor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can’t reset your own second factor.',
    );
  });
});
