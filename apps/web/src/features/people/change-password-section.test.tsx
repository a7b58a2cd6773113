import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PasswordComplexity } from '@portal/contracts';
import { AppProviders } from '../../shared/app-providers';
import { customerGuid, bodySentTo, mockPortalServer } from '../../test/portal-server';
import type { Handler } from '../../test/portal-server';
import { createTestQueryClient } from '../../test/render-app';
import { ChangePasswordSection } from './components/change-password-section';

const PASSWORD_PATH = `/api/iam/Users/${customerGuid}/password`;
const STRONG = 'Tui-Kereru-Moa-42!';

const complexity = (password: string): PasswordComplexity =>
  password === 'password'
    ? {
        score: 0,
        isAcceptable: false,
        missingParts: ['uppercase', 'digit', 'symbol'],
        feedback: { warning: 'This is a heavily used password.', suggestions: [] },
      }
    : {
        score: 4,
        isAcceptable: true,
        missingParts: [],
        feedback: { warning: null, suggestions: [] },
      };

const complexityHandler: Handler = (request) =>
  request.method === 'POST' && request.path === '/api/iam/calculatepasswordcomplexity'
    ? { data: complexity((request.body as { password: string }).password) }
    : undefined;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The portal server mock, with the password change answering as given. */
function renderSection(answer: () => Promise<Response>) {
  const { fetchMock } = mockPortalServer({ handlers: [complexityHandler] });
  const changeMock = vi.fn(answer);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    urlOf(input).endsWith(PASSWORD_PATH) ? changeMock() : fetchMock(input, init),
  );
  render(
    <AppProviders queryClient={createTestQueryClient()} brand="main" env="test">
      <ChangePasswordSection userGuid={customerGuid} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), fetchMock, changeMock };
}

const reply = (status: number, message: string | null) =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        success: status < 400,
        status,
        title: null,
        detail: message,
        message,
        data: null,
        requestGuid: 'g',
      }),
      { status, headers: { 'content-type': 'application/json' } },
    ),
  );

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm = next,
) {
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
}

describe('Change your password', () => {
  it('shows the rule as the hint and live feedback from the server', async () => {
    const { user, fetchMock } = renderSection(() => reply(200, 'Your password has been changed.'));
    expect(screen.getByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /At least 8 characters with a lowercase letter, an uppercase letter, a number and a symbol/,
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'password');
    expect(await screen.findByText('This is a heavily used password.')).toBeInTheDocument();
    expect(screen.getByText(/Strength: Very weak/)).toBeInTheDocument();
    expect(bodySentTo(fetchMock, '/api/iam/calculatepasswordcomplexity')).toEqual({
      password: 'password',
    });
  });

  it('puts errors under their fields before anything is sent', async () => {
    const { user, changeMock } = renderSection(() => reply(200, null));
    await fill(user, 'x', 'password', 'passwort');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      screen.getByText('Your new password needs an uppercase letter, a number, a symbol.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(changeMock).not.toHaveBeenCalled();
  });

  it('changes the password, disabling the button while in flight, then says so', async () => {
    let finish: (response: Response) => void = () => undefined;
    const { user, changeMock } = renderSection(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    await fill(user, 'Portal!2026', STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
    finish(await reply(200, 'Your password has been changed.'));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(changeMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    const { user } = renderSection(() => reply(400, 'Your current password is not correct.'));
    await fill(user, 'wrong', STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Your current password is not correct.',
    );
  });
});
