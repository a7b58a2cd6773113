import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './stable-id';

function Labelled({ id }: { id?: string }) {
  const made = useId(id);
  return <input id={made} aria-label="figure" />;
}

describe('the id Mantine components get', () => {
  it('is the one the server drew, kept after the browser takes over', () => {
    // A container of its own, never attached to the shared document.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Labelled />);
    const drawn = container.querySelector('input')?.id;
    expect(drawn).toMatch(/^mantine-/);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <Labelled />);
    });
    expect(container.querySelector('input')?.id).toBe(drawn);
    act(() => {
      root?.unmount();
    });
  });

  it('is the one given, when given', () => {
    const { container } = render(<Labelled id="account-picker" />);
    expect(container.querySelector('input')?.id).toBe('account-picker');
  });
});
