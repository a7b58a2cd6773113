import { describe, expect, it } from 'vitest';
import { finishHydration } from './finish-hydration';
import { prerenderedDocument } from './static-markup';

const INDEX_HTML =
  '<html><head><script type="module" src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('finishHydration', () => {
  it('gives each drawn element its own style back and enables the controls the drawing disabled', () => {
    const drawn = prerenderedDocument(INDEX_HTML, {
      markup:
        '<div style="color:red;--gap:var(--mantine-spacing-sm)"><button type="button">Go</button>' +
        '<button disabled="">Never</button><span style="color:red;--gap:var(--mantine-spacing-sm)">x</span></div>',
      title: 't',
    });
    // A document of its own: the test files of a worker share the global one.
    const page = new DOMParser().parseFromString(drawn, 'text/html');
    const root = page.getElementById('root');
    if (root === null) throw new Error('no #root');

    finishHydration(root);

    const box = root.querySelector('div');
    expect(box?.style.color).toBe('red');
    expect(box?.style.getPropertyValue('--gap')).toBe('var(--mantine-spacing-sm)');
    expect(root.querySelector('span')?.style.color).toBe('red');
    expect(root.querySelector('[data-prerender-style]')).toBeNull();
    expect(root.querySelector('button')?.disabled).toBe(false);
    expect(root.querySelectorAll('button')[1]?.disabled).toBe(true);
    expect(page.querySelector('style')).toBeNull();
  });
});
