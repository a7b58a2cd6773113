import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';
import { LINKS_PER_TASK, __vitePreload } from './preload-in-batches';

/** Files no other test asks for: the helper remembers every file for the page's life. */
let run = 0;
const filesFor = (count: number, ext = 'js') => {
  run += 1;
  return Array.from(
    { length: count },
    (_, i) => `assets/run${String(run)}-file${String(i)}.${ext}`,
  );
};
const linksTo = (files: readonly string[]) =>
  [...document.head.querySelectorAll('link')].filter((link) =>
    files.some((file) => link.href.endsWith(`/${file}`)),
  );

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => {
    link.remove();
  });
});

describe('__vitePreload in batches', () => {
  it('adds the links a few to a task and imports the chunk once they are all in', async () => {
    const files = filesFor(5);
    const chunk = vi.fn(() => Promise.resolve('the chunk'));

    const imported = __vitePreload(chunk, files);

    // This task adds the first few; each later task adds as many more.
    expect(linksTo(files)).toHaveLength(LINKS_PER_TASK);
    const counts: number[] = [];
    while (linksTo(files).length < files.length) {
      await nextTask();
      counts.push(linksTo(files).length);
    }
    expect(counts.every((count, i) => count <= LINKS_PER_TASK * (i + 2))).toBe(true);
    await expect(imported).resolves.toBe('the chunk');
    expect(chunk).toHaveBeenCalledOnce();
    const [first] = linksTo(files);
    expect(first?.rel).toBe('modulepreload');
    expect(first?.crossOrigin).toBe('');
    expect(first?.href).toBe(`${window.location.origin}/${files[0] ?? ''}`);
  });

  it('adds no link for a file the page already has, nor twice for two chunks', async () => {
    const [inPage = '', shared = '', own = ''] = filesFor(3);
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.href = `/${inPage}`;
    document.head.append(existing);

    await __vitePreload(() => Promise.resolve(1), [inPage, shared]);
    await __vitePreload(() => Promise.resolve(2), [shared, own]);

    expect(linksTo([inPage])).toHaveLength(1);
    expect(linksTo([shared])).toHaveLength(1);
    expect(linksTo([own])).toHaveLength(1);
  });

  it('waits for a stylesheet to load before importing the chunk', async () => {
    const [sheet = ''] = filesFor(1, 'css');
    const chunk = vi.fn(() => Promise.resolve('styled'));

    const imported = __vitePreload(chunk, [sheet]);
    const [link] = linksTo([sheet]);
    expect(link?.rel).toBe('stylesheet');
    await nextTask();
    expect(chunk).not.toHaveBeenCalled();

    link?.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('styled');
  });

  it('fails the import when a stylesheet cannot load, and tries it again next time', async () => {
    const [sheet = ''] = filesFor(1, 'css');
    const chunk = vi.fn(() => Promise.resolve('styled'));

    const failed = __vitePreload(chunk, [sheet]);
    linksTo([sheet])[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(
      `Unable to preload CSS for ${window.location.origin}/${sheet}`,
    );
    expect(chunk).not.toHaveBeenCalled();

    expect(linksTo([sheet])).toHaveLength(0);
    const again = __vitePreload(chunk, [sheet]);
    const links = linksTo([sheet]);
    expect(links).toHaveLength(1);
    links[0]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe('styled');
  });

  it('imports a chunk without files at once', async () => {
    await expect(__vitePreload(() => Promise.resolve('alone'))).resolves.toBe('alone');
    await expect(__vitePreload(() => Promise.resolve('empty'), [])).resolves.toBe('empty');
  });
});
