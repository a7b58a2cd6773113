import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  Account,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@portal/contracts';
import {
  ACCOUNT_NOTIFICATION_CATALOGUE,
  channelIsFixed,
  channelIsOn,
  FORM_MESSAGES,
  NOTIFICATION_CHANNELS,
  type NotificationKind,
} from '@portal/domain';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import { customerUser, sessionView, staffUser, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const PATH = '/api/accounts/30000001/notificationPreferences';

/** What GET answers for an account with nothing saved: every kind at its default. */
function defaults(): NotificationPreferences {
  const byChannel = (kind: NotificationKind) =>
    Object.fromEntries(
      NOTIFICATION_CHANNELS.map((channel) => [
        channel,
        { enabled: channelIsOn(kind, channel, undefined), locked: channelIsFixed(kind, channel) },
      ]),
    ) as NotificationPreferences['kinds'][number]['channels'];
  return {
    // The catalogue's defaults and locked lists go too; the page's schema drops them.
    kinds: ACCOUNT_NOTIFICATION_CATALOGUE.map((info) => ({
      ...info,
      channels: byChannel(info.kind),
    })),
    contact: { email: 'aroha@example.nz', mobile: '0211234567' },
    extraEmails: [],
    extraMobiles: [],
    dataAlertPercent: null,
  };
}

/** GET answers what was last saved; PUT stores the choice as the server would. */
function serve(roles: Account['roles'] = ['AccountOwner']) {
  let stored = defaults();
  const sent: NotificationPreferencesUpdate[] = [];
  const preferences: Handler = ({ method, path, body }) => {
    if (path !== PATH) return undefined;
    if (method === 'PUT') {
      const update = body as NotificationPreferencesUpdate;
      sent.push(update);
      stored = {
        ...stored,
        kinds: stored.kinds.map((kind) => {
          const channels = { ...kind.channels };
          for (const choice of update.choices.filter((each) => each.kind === kind.kind)) {
            const setting = channels[choice.channel];
            channels[choice.channel] = { ...setting, enabled: setting.locked || choice.enabled };
          }
          return { ...kind, channels };
        }),
        extraEmails: update.extraEmails,
        extraMobiles: update.extraMobiles,
        dataAlertPercent: update.dataAlertPercent ?? null,
      };
    }
    return { data: stored };
  };
  const account = anAccount('30000001', { roles });
  return { sent, handlers: [preferences, ...accountHandlers({ '30000001': { account } })] };
}

async function renderPage(options: { roles?: Account['roles']; staff?: boolean } = {}) {
  const { sent, handlers } = serve(options.roles);
  const rendered = await renderApp(
    '/account/notifications',
    {},
    {
      user: options.staff === true ? staffUser() : customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers,
    },
  );
  await screen.findByRole('region', { name: 'Where your messages go' });
  return { ...rendered, sent };
}

describe('the notification settings page', () => {
  it('shows each kind by channel, where messages go, and the 111 reminder locked on', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const where = screen.getByRole('region', { name: 'Where your messages go' });
    expect(within(where).getByText('aroha@example.nz')).toBeInTheDocument();
    expect(within(where).getByText('021 123 4567')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mobile data used by email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Roaming by email' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Offers and news by text' })).not.toBeChecked();
    const locked = screen.getByRole('checkbox', { name: 'Calling 111 in a power cut by email' });
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription(
      /Always sent by email and inbox: .*111 Contact Code/,
    );
    expect(
      screen.getByRole('checkbox', { name: 'Calling 111 in a power cut by text' }),
    ).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bills and payments' })).toBeInTheDocument();
  });

  it('saves the owner’s whole choice: a channel off, an extra email and mobile, an own level', async () => {
    const { user, sent } = await renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Bill ready by email' }));
    await user.click(screen.getByRole('button', { name: 'Add an email address' }));
    expect(screen.getByLabelText('Extra email address 1')).toHaveFocus();
    await user.type(screen.getByLabelText('Extra email address 1'), 'mum@example.nz');
    await user.click(screen.getByRole('button', { name: 'Add a mobile number' }));
    await user.type(screen.getByLabelText('Extra mobile number 1'), '027 555 1234');
    await user.type(screen.getByLabelText(/Your own data alert level/), '70');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));

    expect(await screen.findByText('Your notification settings have been saved.')).toBeVisible();
    expect(sent).toHaveLength(1);
    const [update] = sent;
    expect(update?.extraEmails).toEqual(['mum@example.nz']);
    expect(update?.extraMobiles).toEqual(['0275551234']);
    expect(update?.dataAlertPercent).toBe(70);
    expect(update?.choices).toHaveLength(ACCOUNT_NOTIFICATION_CATALOGUE.length * 3);
    expect(update?.choices).toContainEqual({
      kind: 'bill-ready',
      channel: 'email',
      enabled: false,
    });
    expect(update?.choices).toContainEqual({ kind: 'data-usage', channel: 'sms', enabled: true });
    // Shown back as stored.
    expect(screen.getByRole('checkbox', { name: 'Bill ready by email' })).not.toBeChecked();
    expect(screen.getByLabelText('Extra mobile number 1')).toHaveValue('027 555 1234');
  });

  it('checks the extra recipients and the level with the contracts’ messages, sending nothing', async () => {
    const { user, sent } = await renderPage();
    const addEmail = screen.getByRole('button', { name: 'Add an email address' });
    await user.click(addEmail);
    await user.type(screen.getByLabelText('Extra email address 1'), 'not-an-email');
    await user.click(addEmail);
    await user.type(screen.getByLabelText('Extra email address 2'), 'a@example.nz');
    await user.click(addEmail);
    await user.type(screen.getByLabelText('Extra email address 3'), 'A@example.nz');
    await user.click(addEmail);
    expect(addEmail).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add a mobile number' }));
    await user.type(screen.getByLabelText('Extra mobile number 1'), '09 123 4567');
    await user.type(screen.getByLabelText(/Your own data alert level/), '5');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));

    // The wrong one and the fourth, left empty.
    expect(screen.getAllByText(FORM_MESSAGES.email)).toHaveLength(2);
    expect(screen.getByText('Each of the email addresses can be added once')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Choose a level from 10% to 95%')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // The empty fourth is removed, the rest put right, and the choice goes.
    await user.click(screen.getByRole('button', { name: 'Remove Extra email address 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove Extra email address 3' }));
    await user.clear(screen.getByLabelText('Extra email address 1'));
    await user.type(screen.getByLabelText('Extra email address 1'), 'b@example.nz');
    await user.clear(screen.getByLabelText('Extra mobile number 1'));
    await user.type(screen.getByLabelText('Extra mobile number 1'), '0211112222');
    await user.clear(screen.getByLabelText(/Your own data alert level/));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Your notification settings have been saved.')).toBeVisible();
    expect(sent[0]).toMatchObject({
      extraEmails: ['b@example.nz', 'a@example.nz'],
      extraMobiles: ['0211112222'],
      dataAlertPercent: null,
    });
  });

  it('shows an authorised user everything read-only, with the view-only note', async () => {
    await renderPage({ roles: ['AccountRead'] });
    expect(screen.getByText('You have view-only access to this account')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mobile data used by email' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save notification settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an email address' })).toBeNull();
    expect(screen.getByText('No level of your own is set.')).toBeInTheDocument();
  });

  it('lets staff change them on the holder’s behalf, as on every page', async () => {
    const { user, sent } = await renderPage({ staff: true });
    await user.click(screen.getByRole('checkbox', { name: 'Bill ready by email' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Your notification settings have been saved.')).toBeVisible();
    expect(sent[0]?.choices).toContainEqual({
      kind: 'bill-ready',
      channel: 'email',
      enabled: false,
    });
  });
});
