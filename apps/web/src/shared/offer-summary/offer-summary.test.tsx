import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanTerms } from '@portal/contracts';
import { OfferSummaryBox } from './offer-summary';

const superFibre: PlanTerms = {
  kind: 'broadband',
  planKey: 'UFF1000/500',
  planName: 'Fibre Super',
  pricePerMonth: 9_900,
  termMonths: 12,
  setupFee: 0,
  feePerMonthLeft: 1_500,
  feeCap: 15_000,
};

const factsOf = (name: string) => {
  const box = screen.getByRole('region', { name });
  const terms = within(box)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(box)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
};

const show = (plan: PlanTerms, inclusive = true) =>
  render(
    <MantineProvider>
      <OfferSummaryBox plan={plan} inclusive={inclusive} />
    </MantineProvider>,
  );

describe('the standard offer summary', () => {
  it('states the price, its average over the term, the term and the fee to leave', () => {
    show(superFibre);
    expect(factsOf('Offer summary: Fibre Super')).toEqual({
      'Price a month': '$99.00 incl. GST',
      'Average a month over 12 months': '$99.00 incl. GST',
      Term: 'Fixed, 12 months',
      'One-off fees': 'None',
      'Fee to leave early': '$15.00 incl. GST for each month left, at most $150.00 incl. GST',
    });
  });

  it('spreads a one-off fee of an open-term plan over a year, with nothing to leave', () => {
    show({
      ...superFibre,
      planKey: 'UFF50/10',
      planName: 'Fibre Start',
      pricePerMonth: 7_500,
      termMonths: null,
      setupFee: 4_900,
      feePerMonthLeft: 0,
      feeCap: null,
    });
    expect(factsOf('Offer summary: Fibre Start')).toMatchObject({
      'Average a month over 12 months': '$79.08 incl. GST',
      Term: 'Open term',
      'One-off fees': '$49.00 incl. GST',
      'Fee to leave early': 'None: leave any time',
    });
  });

  it('says a business’s amounts exclude GST, and that power adds the power used', () => {
    show(
      {
        ...superFibre,
        kind: 'power',
        planKey: 'ELECTRICITY_SAVER',
        planName: 'Bundle Saver Power',
        pricePerMonth: 6_860,
      },
      false,
    );
    expect(factsOf('Offer summary: Bundle Saver Power')['Price a month']).toBe(
      '$68.60 excl. GST in daily charges, plus the power you use',
    );
  });
});
