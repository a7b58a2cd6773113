import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusReturn } from './use-focus-return';

/** Like a modal that is unmounted rather than closed: takes focus a tick after it mounts. */
function FakeDialog({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => close.current?.focus());
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return (
    <div role="dialog" aria-label="Confirm">
      <button ref={close} onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** A form with a Top up button; `restart` remounts it, as the top-up form does after success. */
function Page({ restartOnClose, keyed = false }: { restartOnClose: boolean; keyed?: boolean }) {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  useFocusReturn(open);
  return (
    <main>
      <form key={round} aria-label={`round ${String(round)}`}>
        <button
          type="button"
          data-focus-key={keyed ? 'top-up-submit' : undefined}
          onClick={() => {
            setOpen(true);
          }}
        >
          {/* A keyed button may change its words when the form starts again. */}
          {keyed && round > 0 ? 'Top up $7.00' : 'Top up'}
        </button>
      </form>
      <button type="button">Elsewhere</button>
      {open && (
        <FakeDialog
          onClose={() => {
            if (restartOnClose) setRound((value) => value + 1);
            setOpen(false);
          }}
        />
      )}
    </main>
  );
}

async function openAndClose() {
  screen.getByRole('button', { name: 'Top up' }).focus();
  act(() => {
    screen.getByRole('button', { name: 'Top up' }).click();
  });
  const close = await screen.findByRole('button', { name: 'Close' });
  await waitFor(() => {
    expect(close).toHaveFocus();
  });
  act(() => {
    close.click();
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

describe('useFocusReturn', () => {
  it('gives focus back to the button that opened the dialog', async () => {
    render(<Page restartOnClose={false} />);
    const trigger = screen.getByRole('button', { name: 'Top up' });
    await openAndClose();
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
  });

  it('finds the same button again when the form was re-rendered meanwhile', async () => {
    render(<Page restartOnClose />);
    const before = screen.getByRole('button', { name: 'Top up' });
    await openAndClose();
    const after = screen.getByRole('form', { name: 'round 1' });
    expect(before).not.toBeInTheDocument();
    await waitFor(() => {
      expect(after.querySelector('button')).toHaveFocus();
    });
  });

  it('finds a button by its focus key when its words changed as the form started again', async () => {
    render(<Page restartOnClose keyed />);
    await openAndClose();
    const again = screen.getByRole('button', { name: 'Top up $7.00' });
    await waitFor(() => {
      expect(again).toHaveFocus();
    });
  });

  it('leaves focus alone when it has already moved somewhere else', async () => {
    render(<Page restartOnClose={false} />);
    await openAndClose();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
