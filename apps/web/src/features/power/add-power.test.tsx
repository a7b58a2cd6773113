import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate } from '@portal/domain';
import { fibreAndPower } from '../../shared/accounts/testing/account-server';
import { open, serve, today } from './testing/power-server';

const broadbandOnly = { ...fibreAndPower, coreProducts: fibreAndPower.coreProducts.slice(0, 1) };
const start = addDays(today, 7);

function signUpServer(refusal?: { status: number; message: string }) {
  return serve({
    products: broadbandOnly,
    post: (_path, body) =>
      refusal !== undefined
        ? { ...refusal, data: null }
        : {
            data: {
              orderId: 'o2',
              orderType: 'AddPower',
              summary: 'Power sign-up',
              requestedDateOfProvisioning: (body as { startDate: string }).startDate,
            },
          },
  });
}

/** Fills the sign-up on the found ICP and opens its review. */
async function review(user: Awaited<ReturnType<typeof open>>['user']) {
  await user.click(await screen.findByRole('radio', { name: /0003456789WE5D2/ }));
  await user.click(screen.getByRole('radio', { name: /Everyday Power/ }));
  await user.type(screen.getByLabelText(/^Start date/), formatDate(start));
  await user.click(screen.getByRole('button', { name: 'Review sign-up' }));
  return screen.findByRole('dialog', { name: 'Check your power sign-up' });
}

describe('add power', () => {
  it('refuses a malformed ICP before any review, sending nothing', async () => {
    const { served, handlers } = signUpServer();
    const { user } = await open('/add-power/details', handlers);
    await user.click(await screen.findByRole('radio', { name: /Enter my ICP number/ }));
    await user.type(screen.getByLabelText(/^ICP number/), '12345');
    await user.click(screen.getByRole('radio', { name: /Everyday Power/ }));
    await user.type(screen.getByLabelText(/^Start date/), formatDate(start));
    await user.click(screen.getByRole('button', { name: 'Review sign-up' }));
    expect(await screen.findByText(/Please enter a valid ICP number/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(served.sent).toHaveLength(0);
  });

  it('reviews the cost and start date, then signs up and says what happens next', async () => {
    const { served, handlers } = signUpServer();
    const { user } = await open('/add-power/details', handlers);
    const dialog = await review(user);
    const facts = within(dialog).getByRole('list', { name: 'What will happen' });
    expect(facts).toHaveTextContent('ICP 0003456789WE5D2');
    expect(facts).toHaveTextContent(
      'Everyday Power: $2.76 a day, 27.85c per kWh. Prices include GST.',
    );
    expect(facts).toHaveTextContent(`We start supplying power on ${formatDate(start)}`);
    expect(facts).toHaveTextContent(
      `You can cancel it on the Sign Up for Power page until ${formatDate(addDays(start, -1))}.`,
    );
    expect(served.sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign up for power' }));

    const result = await screen.findByRole('status', { name: /Thanks for signing up/ });
    expect(result).toHaveTextContent(
      `Your power sign-up is in progress. We will start supplying power from ${formatDate(start)}.`,
    );
    expect(served.sent).toHaveLength(1);
    expect(served.sent[0]?.body).toMatchObject({
      icpNumber: '0003456789WE5D2',
      planKey: 'ELECTRICITY',
      startDate: start,
    });
  });

  it('goes back from the review with the form as it was, sending nothing', async () => {
    const { served, handlers } = signUpServer();
    const { user } = await open('/add-power/details', handlers);
    const dialog = await review(user);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('radio', { name: /Everyday Power/ })).toBeChecked();
    expect(screen.getByLabelText(/^Start date/)).toHaveValue(formatDate(start));
    expect(served.sent).toHaveLength(0);
  });

  it('shows a refusal in the review, and the page stays as it was', async () => {
    const { served, handlers } = signUpServer({
      status: 409,
      message: 'That ICP is already supplied on another account.',
    });
    const { user } = await open('/add-power/details', handlers);
    const dialog = await review(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign up for power' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That ICP is already supplied on another account.',
    );
    expect(served.sent).toHaveLength(1);
    expect(screen.queryByText('Thanks for signing up')).not.toBeInTheDocument();
  });
});
