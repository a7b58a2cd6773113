import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NzDateInput } from './nz-date-input';

/** A form holding what the field hands on, as the app's forms do. */
function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <NzDateInput
        label="Moving date"
        description="From today"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
        }}
      />
      <output aria-label="Sent">{value}</output>
      <button
        type="button"
        onClick={() => {
          setValue('');
        }}
      >
        Reset
      </button>
    </MantineProvider>
  );
}

describe('NzDateInput', () => {
  it('takes a day typed day first and hands on the ISO day, and says the format', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText(/^Moving date/);
    expect(screen.getByText('From today (dd/mm/yyyy)')).toBeVisible();
    await user.type(field, '11/02/1998');
    expect(screen.getByLabelText('Sent')).toHaveTextContent('1998-02-11');
    expect(field).toHaveValue('11/02/1998');
  });

  it('hands on text that is not a real day as typed, so the form can say so', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText(/^Moving date/);
    await user.type(field, '31/02/2026');
    expect(screen.getByLabelText('Sent')).toHaveTextContent('31/02/2026');
  });

  it('tidies a short day on leaving the field, and shows a day set from outside as dd/mm/yyyy', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-12-24" />);
    const field = screen.getByLabelText(/^Moving date/);
    expect(field).toHaveValue('24/12/2026');
    await user.clear(field);
    await user.type(field, '1-3-2027');
    await user.tab();
    expect(field).toHaveValue('01/03/2027');
    expect(screen.getByLabelText('Sent')).toHaveTextContent('2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('');
  });
});
