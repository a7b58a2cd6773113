import { afterEach, describe, expect, it } from 'vitest';
import { carryFocusOver } from './carry-focus-over';

const page = (label: string) =>
  `<style>a{}</style><a href="#main">Skip</a><main tabindex="-1"><button>Sign in ${label}</button><button>Staff ${label}</button></main>`;

function drawnRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = page('drawn');
  document.body.append(root);
  return root;
}

/** What React's first commit does to the container: out with the old, in with the new. */
function replaceAsTheAppDoes(root: HTMLElement) {
  root.replaceChildren();
  root.insertAdjacentHTML('beforeend', page('app'));
}

const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
});

describe('carryFocusOver', () => {
  it('focuses the same control in the app’s page as had focus in the drawn one', async () => {
    const root = drawnRoot();
    carryFocusOver(root);
    root.querySelectorAll('button')[1]?.focus();
    replaceAsTheAppDoes(root);
    await mutationsDelivered();
    expect(document.activeElement?.textContent).toBe('Staff app');
  });

  it('waits for a later commit when the first one does not hold the control yet', async () => {
    const root = drawnRoot();
    carryFocusOver(root);
    root.querySelectorAll('button')[1]?.focus();
    root.replaceChildren(document.createElement('main'));
    await mutationsDelivered();
    expect(document.activeElement).toBe(document.body);
    root.querySelector('main')?.insertAdjacentHTML('beforeend', page('app'));
    await mutationsDelivered();
    expect(document.activeElement?.textContent).toBe('Staff app');
  });

  it('knows where focus was before it started watching', async () => {
    const root = drawnRoot();
    root.querySelectorAll('button')[0]?.focus();
    carryFocusOver(root);
    replaceAsTheAppDoes(root);
    await mutationsDelivered();
    expect(document.activeElement?.textContent).toBe('Sign in app');
  });

  it('leaves focus alone when nothing in the drawn page had it', async () => {
    const root = drawnRoot();
    carryFocusOver(root);
    replaceAsTheAppDoes(root);
    await mutationsDelivered();
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing until the drawn page is gone, and stops after', async () => {
    const root = drawnRoot();
    carryFocusOver(root);
    root.querySelector('main')?.focus();
    root.append(document.createElement('span'));
    await mutationsDelivered();
    expect(document.activeElement?.tagName).toBe('MAIN');
    replaceAsTheAppDoes(root);
    await mutationsDelivered();
    expect(document.activeElement?.tagName).toBe('MAIN');
    expect(document.activeElement?.textContent).toContain('app');
    // Later renders are the app's own business.
    (document.activeElement as HTMLElement).blur();
    replaceAsTheAppDoes(root);
    await mutationsDelivered();
    expect(document.activeElement).toBe(document.body);
  });
});
