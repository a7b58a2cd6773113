import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChangeResult, NEXT_STEPS_LABEL } from './change-result';
import { ConfirmDialog } from './confirm-dialog';
import { ReviewDialog } from './review-dialog';
import { CANNOT_UNDO_TITLE, REVIEW_LIST_LABEL, ReviewList } from './review-list';

/** A choice, its review in a dialog, then the result: the pattern of decision 032. */
function Flow({ onConfirm }: { onConfirm: () => void }) {
  const [step, setStep] = useState<'choose' | 'review' | 'done'>('choose');
  return (
    <MantineProvider>
      {step === 'done' ? (
        <ChangeResult title="Number change ordered" next={['It is done within one working day.']}>
          Reference: R-1
        </ChangeResult>
      ) : (
        <button
          type="button"
          onClick={() => {
            setStep('review');
          }}
        >
          Review change
        </button>
      )}
      {step === 'review' && (
        <ReviewDialog
          title="Check your number change"
          confirmLabel="Change to 022 555 1007"
          pending={false}
          error={null}
          onBack={() => {
            setStep('choose');
          }}
          onConfirm={() => {
            onConfirm();
            setStep('done');
          }}
          items={['021 123 4567 changes to 022 555 1007.', 'There is no charge for the change.']}
          cannotUndo="Once the change is done, 021 123 4567 goes."
        />
      )}
    </MantineProvider>
  );
}

describe('review step and result', () => {
  it('says what will happen and what cannot be undone, and starts on Back', async () => {
    const user = userEvent.setup();
    render(<Flow onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your number change' });
    const facts = within(dialog).getByRole('list', { name: REVIEW_LIST_LABEL });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['021 123 4567 changes to 022 555 1007.', 'There is no charge for the change.']);
    expect(within(dialog).getByText(CANNOT_UNDO_TITLE)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
  });

  it('backs out with Back, confirming nothing', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Flow onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your number change' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ignores the second click of a double click on the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <MantineProvider>
        <ConfirmDialog
          opened
          title="Check your number change"
          confirmLabel="Change to 022 555 1007"
          pending={false}
          onClose={vi.fn()}
          onConfirm={onConfirm}
        >
          <ReviewList items={['021 123 4567 changes to 022 555 1007.']} />
        </ConfirmDialog>
      </MantineProvider>,
    );
    await user.dblClick(await screen.findByRole('button', { name: 'Change to 022 555 1007' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms once, then says what happens next and takes the focus', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Flow onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your number change' });
    await user.click(within(dialog).getByRole('button', { name: 'Change to 022 555 1007' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const result = screen.getByRole('status');
    expect(result).toHaveFocus();
    expect(result).toHaveTextContent('Number change ordered');
    expect(within(result).getByRole('list', { name: NEXT_STEPS_LABEL })).toHaveTextContent(
      'It is done within one working day.',
    );
    expect(result).toHaveTextContent('Reference: R-1');
  });
});
