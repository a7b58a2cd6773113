import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@portal/domain';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import type { Account } from '@portal/contracts';
import { callsOf, customerUser, sessionView, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const CONTACT_PATH = '/api/accounts/30000001/contactInformation';
const BILLING_PATH = '/api/accounts/30000001/billingDetails';

interface Sent {
  contact: unknown[];
  billing: unknown[];
}

/** The account, and PUTs answered with what was sent (or `status`). */
function serve(account: Account, status = 200) {
  const sent: Sent = { contact: [], billing: [] };
  const puts: Handler = ({ method, path, body }) => {
    if (method !== 'PUT') return undefined;
    if (path === CONTACT_PATH) sent.contact.push(body);
    else if (path === BILLING_PATH) sent.billing.push(body);
    else return undefined;
    return status === 200 ? { data: body } : { status, data: null };
  };
  return { sent, handlers: [puts, ...accountHandlers({ '30000001': { account } })] };
}

async function renderDetails(account: Account, status = 200) {
  const { sent, handlers } = serve(account, status);
  const rendered = await renderApp(
    '/account/my-details',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers,
    },
  );
  const contact = await screen.findByRole('region', { name: 'Contact details' });
  return { ...rendered, sent, contact };
}

const household = anAccount('30000001', {
  accountName: 'Ngata Household',
  billingPhoneNumber: '094801234',
  billingMobileNumber: '0211234567',
});

describe('My details', () => {
  it('fills the form from the account, numbers grouped, and keeps the password section', async () => {
    const { contact } = await renderDetails(household);
    expect(within(contact).getByLabelText(/^Contact name/)).toHaveValue('Aroha Ngata');
    expect(within(contact).getByLabelText(/^Phone number/)).toHaveValue('09 480 1234');
    expect(within(contact).getByLabelText(/^Mobile number/)).toHaveValue('021 123 4567');
    expect(screen.getByLabelText(/^Billing email/)).toHaveValue('aroha@example.nz');
    expect(screen.getByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
  });

  it('defaults the contact name to the first 30 characters of the account name', async () => {
    const { contact } = await renderDetails(
      anAccount('30000001', {
        accountOwner: { name: '' },
        accountName: 'Walker Builders and Sons Limited Partnership',
      }),
    );
    expect(within(contact).getByLabelText(/^Contact name/)).toHaveValue(
      'Walker Builders and Sons Limit',
    );
  });

  it('refuses a wrong mobile number under the field, sending nothing, then saves a right one', async () => {
    const { user, contact, sent } = await renderDetails(household);
    const mobile = within(contact).getByLabelText(/^Mobile number/);
    await user.clear(mobile);
    await user.type(mobile, '0512 345');
    await user.tab();
    expect(within(contact).getByText(FORM_MESSAGES.mobileNumber)).toBeInTheDocument();
    await user.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    expect(sent.contact).toEqual([]);

    await user.clear(mobile);
    await user.type(mobile, '027 555 1234');
    await user.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Your contact details have been saved.')).toBeInTheDocument();
    expect(sent.contact).toEqual([
      { contactName: 'Aroha Ngata', phoneNumber: '094801234', mobileNumber: '0275551234' },
    ]);
    expect(within(contact).queryByText(FORM_MESSAGES.mobileNumber)).not.toBeInTheDocument();
  });

  it('checks the name length and the phone number', async () => {
    const { user, contact, sent } = await renderDetails(household);
    const name = within(contact).getByLabelText(/^Contact name/);
    await user.clear(name);
    await user.type(name, 'A'.repeat(31));
    const phone = within(contact).getByLabelText(/^Phone number/);
    await user.clear(phone);
    await user.type(phone, '09 12');
    await user.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    expect(
      within(contact).getByText('Please enter a contact name of up to 30 characters'),
    ).toBeInTheDocument();
    expect(within(contact).getByText(FORM_MESSAGES.phoneNumber)).toBeInTheDocument();
    expect(sent.contact).toEqual([]);
  });

  it('says which number could not be saved when the save fails', async () => {
    const { user, contact } = await renderDetails(household, 503);
    const mobile = within(contact).getByLabelText(/^Mobile number/);
    await user.clear(mobile);
    await user.type(mobile, '0275551234');
    await user.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    const alert = await within(contact).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was an error saving your mobile phone number.');
    expect(alert).not.toHaveTextContent('contact phone number');
  });

  it('saves the billing email and address, refusing a bad email first', async () => {
    const { user, sent } = await renderDetails(household);
    const billing = screen.getByRole('region', { name: 'Billing details' });
    const email = within(billing).getByLabelText(/^Billing email/);
    await user.clear(email);
    await user.type(email, 'aroha@example');
    await user.click(within(billing).getByRole('button', { name: 'Save billing details' }));
    expect(within(billing).getByText(FORM_MESSAGES.email)).toBeInTheDocument();
    expect(sent.billing).toEqual([]);
    await user.type(email, '.nz');
    await user.click(within(billing).getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Your billing details have been saved.')).toBeInTheDocument();
    expect(sent.billing).toEqual([
      {
        billingEmail: 'aroha@example.nz',
        billingAddress: {
          address1: '12 Kōwhai Street',
          address2: null,
          address3: null,
          locationName: 'Auckland',
          state: null,
          postCode: '1011',
          country: 'NZ',
        },
      },
    ]);
  });

  it('shows an authorised user (AccountRead) the details without any way to change them', async () => {
    const { fetchMock } = await renderApp(
      '/account/my-details',
      {},
      {
        user: {
          ...customerUser(['30000001']),
          claims: [{ claimType: 'Account', claimValue: '30000001', roles: ['AccountRead'] }],
        },
        session: sessionView({ accountCode: '30000001' }),
        handlers: serve({ ...household, roles: ['AccountRead'] }).handlers,
      },
    );
    expect(
      await screen.findByText('You have view-only access to this account'),
    ).toBeInTheDocument();
    expect(screen.getByText(/only the account holder can change these details/)).toBeVisible();
    expect(screen.getByText('021 123 4567')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).not.toBeInTheDocument();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([]);
  });
});
