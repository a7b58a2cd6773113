import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setErrorSender, type ErrorTags } from '../../../shared/errors/error-reporting';
import { renderApp } from '../../../test/render-app';
import { bodySentTo, callsOf, customerUser } from '../../../test/portal-server';
import {
  MANAGEMENT,
  ORDERING,
  demoShare,
  sharingHandlers,
  type SharingData,
} from './testing-sharing-server';

afterEach(() => {
  setErrorSender(null);
});

const INVALID = 'The number your have entered is not a valid beneficiary number.';

function renderPage(path: string, data: SharingData = {}) {
  return renderApp(path, {}, { user: customerUser(['30000001']), handlers: sharingHandlers(data) });
}
const renderList = (data: SharingData = {}) =>
  renderPage('/mobile/sharing/sharing-beneficiaries', data);
const renderManage = (data: SharingData = {}, msisdn = '0221234568') =>
  renderPage(`/mobile/sharing/manage-sharing?beneficiaryMsisdn=${msisdn}`, data);

describe('/mobile/sharing/sharing-beneficiaries', () => {
  it('lists the line’s beneficiaries with share type and amounts, and the quota', async () => {
    await renderList({
      beneficiaries: [
        demoShare,
        {
          beneficiaryMsisdn: '0271234569',
          shareType: 'OpenSharing',
          recurringShareAmountMB: 0,
          currentMonthShareAmountMB: 0,
        },
      ],
    });
    const mere = await screen.findByRole('listitem', { name: '022 123 4568' });
    expect(mere).toHaveTextContent('Share type: A set amount of data');
    expect(mere).toHaveTextContent('Every month2.0 GB');
    expect(mere).toHaveTextContent('This month (one-off)0 MB');
    expect(screen.getByRole('listitem', { name: '027 123 4569' })).toHaveTextContent(
      'Share type: Open',
    );
    expect(screen.getByText('2 of up to 5 numbers')).toBeVisible();
    const quota = screen.getByRole('region', { name: 'What you can still share' });
    // 59392 MB is 58.0 GB; 57344 MB is 56.0 GB.
    expect(quota).toHaveTextContent('Every month58.0 GB');
    expect(quota).toHaveTextContent('This month only56.0 GB');
    expect(quota).toHaveTextContent('Open sharingAvailable');
    expect(screen.getByText(/Sharing from/)).toHaveTextContent('021 123 4567 (Aroha)');
  });

  it('shows a view-only user who gets the data, without ways to change it', async () => {
    await renderList({ roles: ['AccountRead'] });
    const mere = await screen.findByRole('listitem', { name: '022 123 4568' });
    expect(mere).toHaveTextContent('Share type: A set amount of data');
    expect(within(mere).queryByRole('button')).toBeNull();
    expect(await screen.findByText('You have view-only access to this account')).toBeVisible();
    expect(screen.queryByLabelText(/Mobile number/)).toBeNull();
  });

  it('falls back to open not allowed, 0 MB and 0 MB when the quota cannot be read, and reports it', async () => {
    const reported: ErrorTags[] = [];
    setErrorSender((_error, tags) => reported.push(tags));
    const { fetchMock } = await renderList({ quota: 500 });
    const quota = await screen.findByRole('region', { name: 'What you can still share' });
    expect(callsOf(fetchMock)).toContain(`GET ${MANAGEMENT}/quota`);
    expect(quota).toHaveTextContent('Every month0 MB');
    expect(quota).toHaveTextContent('This month only0 MB');
    expect(quota).toHaveTextContent('Open sharingNot available on this line');
    expect(quota).toHaveTextContent('There is no data to share from this line right now.');
    expect(reported).toEqual([{ operation: 'GET dataShare/quota', accountCode: '30000001' }]);
  });

  it('says so when there is nobody yet', async () => {
    await renderList({ beneficiaries: [] });
    expect(await screen.findByText(/You don't share your data with anyone yet/)).toBeVisible();
  });

  it('refuses a wrong number with the spec’s message before asking the server', async () => {
    const { user, fetchMock } = await renderList();
    await user.type(await screen.findByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Check number' }));
    expect(await screen.findByText(INVALID)).toBeVisible();
    expect(callsOf(fetchMock)).not.toContain(`GET ${ORDERING}/validateBeneficiary`);
  });

  it('shows the server’s refusal of a 6th number under the field', async () => {
    const limit = 'You can share data with at most 5 numbers. Remove one before adding another.';
    const { user, fetchMock } = await renderList({ validation: { valid: false, message: limit } });
    await user.type(await screen.findByLabelText('Mobile number'), '027 123 4569');
    await user.click(screen.getByRole('button', { name: 'Check number' }));
    expect(await screen.findByText(limit)).toBeVisible();
    const sent = fetchMock.mock.calls.map(([input]) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    expect(sent.some((url) => url.includes('beneficiaryServiceEntity=027+123+4569'))).toBe(true);
  });

  it('goes on to set up sharing with a valid number', async () => {
    const { user, router } = await renderList();
    await user.type(await screen.findByLabelText('Mobile number'), '0271234569');
    await user.click(screen.getByRole('button', { name: 'Check number' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/mobile/sharing/manage-sharing');
    });
    expect(router.state.location.search).toMatchObject({ beneficiaryMsisdn: '0271234569' });
  });

  it('removes sharing after a confirmation', async () => {
    const { user, fetchMock } = await renderList();
    await user.click(
      await screen.findByRole('button', { name: 'Remove sharing with 022 123 4568' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove sharing' });
    expect(dialog).toHaveTextContent('022 123 4568 will stop getting data from 021 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Remove sharing' }));
    expect(await screen.findByText('You no longer share data with 022 123 4568.')).toBeVisible();
    expect(bodySentTo(fetchMock, `${ORDERING}/remove`)).toEqual({
      beneficiaryServiceEntity: '0221234568',
    });
  });
});

describe('/mobile/sharing/manage-sharing', () => {
  it('sends a different recurring amount rounded down, leaving out the zero one-off', async () => {
    const { user, fetchMock } = await renderManage();
    expect(await screen.findByRole('link', { name: 'Back to Data Sharing' })).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: 'A different amount' }));
    await user.type(screen.getByLabelText('Amount in MB'), '1536.7');
    await user.click(screen.getByRole('button', { name: 'Review sharing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm sharing' });
    expect(dialog).toHaveTextContent('022 123 4568 will get 1,536 MB every month.');
    await user.click(within(dialog).getByRole('button', { name: 'Share data' }));
    expect(
      await screen.findByText('Your data sharing with 022 123 4568 has been saved.'),
    ).toBeVisible();
    expect(bodySentTo(fetchMock, ORDERING)).toEqual({
      beneficiaryServiceEntity: '0221234568',
      shareType: 'AllocationSharing',
      recurringShareAmountMb: 1536,
    });
  });

  it('says the most a number can get counts back what it has now', async () => {
    await renderManage();
    // Mere has 2.0 GB every month; the quota for her gives it back to the pool first.
    expect(
      await screen.findByRole('radio', {
        name: /^All I can share \(.+: .+ free and the 2\.0 GB 022 123 4568 has now\)$/,
      }),
    ).toBeInTheDocument();
  });

  it('shares all of this month’s room as a one-off and keeps the recurring amount', async () => {
    const { user, fetchMock } = await renderManage();
    await user.click(await screen.findByRole('radio', { name: /This month only/ }));
    await user.click(screen.getByRole('radio', { name: 'All I can share (56.0 GB)' }));
    await user.click(screen.getByRole('button', { name: 'Review sharing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm sharing' });
    await user.click(within(dialog).getByRole('button', { name: 'Share data' }));
    await screen.findByText('Your data sharing with 022 123 4568 has been saved.');
    expect(bodySentTo(fetchMock, ORDERING)).toEqual({
      beneficiaryServiceEntity: '0221234568',
      shareType: 'AllocationSharing',
      recurringShareAmountMb: 2048,
      currentMonthShareAmountMb: 57344,
    });
  });

  it('asks for at least 1 MB and sends nothing for an amount that rounds to zero', async () => {
    const { user, fetchMock } = await renderManage();
    await user.click(await screen.findByRole('radio', { name: 'A different amount' }));
    await user.type(screen.getByLabelText('Amount in MB'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Review sharing' }));
    expect(await screen.findByText('Enter an amount of at least 1 MB.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock)).not.toContain(`POST ${ORDERING}`);
  });

  it('offers open sharing only where the quota allows it', async () => {
    await renderManage({ quota: 500 });
    expect(await screen.findByRole('radio', { name: /Open:/ })).toBeDisabled();
    expect(screen.getByText('Not available on this line')).toBeVisible();
  });

  it('shows the server’s refusal in the dialog so the person can try again', async () => {
    const { user } = await renderManage({ shareStatus: 409 }, '0271234569');
    expect(await screen.findByText(/You don't share data with 027 123 4569 yet/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'A different amount' }));
    await user.type(screen.getByLabelText('Amount in MB'), '100');
    await user.click(screen.getByRole('button', { name: 'Review sharing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm sharing' });
    await user.click(within(dialog).getByRole('button', { name: 'Share data' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
  });
});
