import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_PREPAY_NUMBER_MESSAGE } from '@portal/domain';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { callsOf, customerUser, sessionView } from '../../../test/portal-server';
import { renderApp } from '../../../test/render-app';
import { ADD_NUMBER_STATE_KEY } from './api/add-number-storage';
import { codeChallengeOf } from './api/pkce';
import {
  ALREADY_YOURS,
  SENT_RECENTLY,
  TOO_MANY_TRIES,
  WRONG_CODE,
  registerNumberServer,
} from './testing/register-number-server';

const prepay = { businessGroup: 'Prepay' } as const;

/** Ben: one prepay account with 0201234570; 0201234599 is the spare number of 30000199. */
async function renderAddNumber(
  register = registerNumberServer({ '0201234599': '30000199', '0201234570': '30000101' }),
) {
  const app = await renderApp(
    '/account/add-mobile-number',
    {},
    {
      user: customerUser(['30000101']),
      session: sessionView({ accountCode: '30000101' }),
      handlers: accountHandlers({
        '30000101': { account: anAccount('30000101', { accountName: 'Ben Carter', ...prepay }) },
        '30000199': {
          account: anAccount('30000199', { accountName: 'Prepay 0201234599', ...prepay }),
        },
      }),
    },
  );
  register.install(app.fetchMock, app.server);
  await screen.findByRole('heading', { level: 1, name: 'Add a Prepay Number' });
  const { user } = app;
  const numberField = () => screen.getByLabelText(/^Prepay mobile number/);
  const codeField = () => screen.getByLabelText(/^Code from the text/);
  return {
    ...app,
    register,
    numberField,
    codeField,
    sendCodeTo: async (number: string) => {
      await user.clear(numberField());
      await user.type(numberField(), number);
      await user.click(screen.getByRole('button', { name: 'Send code' }));
    },
    enterCode: async (code: string) => {
      await user.clear(codeField());
      await user.type(codeField(), code);
      await user.click(screen.getByRole('button', { name: 'Add number' }));
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Add a prepay number', () => {
  it("refuses a number that is not prepay in the spec's words, before anything is sent", async () => {
    const { user, register, numberField, sendCodeTo } = await renderAddNumber();
    await sendCodeTo('09 123 4567');
    expect(screen.getByText(INVALID_PREPAY_NUMBER_MESSAGE)).toBeInTheDocument();
    await user.clear(numberField());
    await user.type(numberField(), '0201');
    await user.tab();
    expect(screen.getByText(INVALID_PREPAY_NUMBER_MESSAGE)).toBeInTheDocument();
    expect(register.state.initiated).toHaveLength(0);
  });

  it("puts the server's refusal under the number: not a live prepay number, or already yours", async () => {
    const { register, numberField, sendCodeTo } = await renderAddNumber();
    await sendCodeTo('020 123 4588');
    expect(await screen.findByText(INVALID_PREPAY_NUMBER_MESSAGE)).toBeInTheDocument();
    await sendCodeTo('0201234570');
    expect(await screen.findByText(ALREADY_YOURS)).toBeInTheDocument();
    expect(numberField()).toHaveValue('0201234570');
    expect(register.state.initiated).toHaveLength(2);
  });

  it('sends a code bound to an S256 challenge, takes the code, and adds the account to the header', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { register, fetchMock, codeField, sendCodeTo, enterCode } = await renderAddNumber();
    expect(screen.queryAllByRole('combobox', { name: 'Account' })).toHaveLength(0);

    await sendCodeTo('020 123 4599');
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    const [sent] = register.state.initiated;
    expect(sent).toEqual({
      mobileNumber: '0201234599',
      poolKey: 'customer',
      otpInitiateRequest: {
        client_id: 'portal-web',
        scope: 'openid',
        login_hint: '0201234599',
        grant_type: 'otp',
        code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown,
        code_challenge_method: 'S256',
      },
    });
    // The verifier stays in this tab's session storage; only its challenge was sent.
    const stored = JSON.parse(sessionStorage.getItem(ADD_NUMBER_STATE_KEY) ?? '{}') as {
      codeVerifier: string;
      mobileNumber: string;
    };
    expect(stored.mobileNumber).toBe('0201234599');
    expect(await codeChallengeOf(stored.codeVerifier)).toBe(
      sent?.otpInitiateRequest.code_challenge,
    );
    expect(screen.getByText('020 123 4599')).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 60 seconds.')).toBeInTheDocument();

    await enterCode('12');
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    await enterCode('000000');
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    // Typed with a space, as texts often group the digits.
    await enterCode(`${register.state.code.slice(0, 3)} ${register.state.code.slice(3)}`);

    expect(await screen.findByText('Number added')).toBeInTheDocument();
    expect(
      screen.getByText(/020 123 4599 is now on your login, with its account 30000199/),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(ADD_NUMBER_STATE_KEY)).toBeNull();
    // The identity is read again, so the header lists the new account.
    const [picker] = await screen.findAllByRole('combobox', { name: 'Account' });
    await waitFor(() => {
      expect(
        within(picker ?? document.body).getByRole('option', {
          name: 'Prepay 0201234599 (30000199)',
        }),
      ).toBeInTheDocument();
    });
    expect(callsOf(fetchMock).filter((call) => call === 'GET /api/iam/Users/me').length).toBe(2);
  });

  it('keeps the code step across a reload and offers a new code only after the cool-down', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await renderAddNumber();
    await first.sendCodeTo('0201234599');
    await screen.findByRole('heading', { name: 'Enter the code' });
    const firstCode = first.register.state.code;

    // A reload: the page starts again from session storage, on the code step.
    cleanup();
    const again = await renderAddNumber(first.register);
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();

    vi.setSystemTime(Date.now() + 45_000);
    expect(
      await screen.findByText('You can ask for a new code in 15 seconds.', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 15_000);
    await waitFor(
      () => {
        expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
      },
      { timeout: 2000 },
    );
    await again.user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('A new code is on its way to 020 123 4599.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(again.register.state.code).not.toBe(firstCode);

    // The new code is bound to the new verifier, which the page now holds.
    await again.enterCode(again.register.state.code);
    expect(await screen.findByText('Number added')).toBeInTheDocument();
  });

  it("shows the server's words for too many tries and for asking again too soon", async () => {
    const { user, register, numberField, enterCode } = await renderAddNumber();
    await user.type(numberField(), '0201234599');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Enter the code' });
    const wrong = register.state.code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await enterCode(wrong);
      expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    }
    await enterCode(register.state.code);
    expect(await screen.findByText(TOO_MANY_TRIES)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use a different number' }));
    expect(numberField()).toHaveValue('0201234599');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SENT_RECENTLY);
  });

  it('says so when the server cannot be reached, and keeps the number as typed', async () => {
    const { sendCodeTo, numberField } = await renderAddNumber();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await sendCodeTo('020 123 4599');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again.');
    expect(numberField()).toHaveValue('020 123 4599');
  });
});
