import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../shared/api';
import { prerenderedDocument } from './static-markup';
import { takeServerData } from './server-data';

const indexHtml =
  '<html><head><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('takeServerData', () => {
  it('puts the answers a drawn page came with into the cache, and removes them from the page', () => {
    const server = createQueryClient();
    server.setQueryData(['account', '30000001'], { accountName: 'Ngata <Household>' });
    const page = documentWith(
      prerenderedDocument(indexHtml, { markup: '<p>x</p>', title: 't', data: dehydrate(server) }),
    );
    const browser = createQueryClient();
    expect(takeServerData(browser, page)).toBe(true);
    expect(browser.getQueryData(['account', '30000001'])).toEqual({
      accountName: 'Ngata <Household>',
    });
    expect(page.getElementById('app-data')).toBeNull();
  });

  it('leaves the cache empty on a page without answers, or with answers it cannot read', () => {
    const browser = createQueryClient();
    const plain = documentWith(prerenderedDocument(indexHtml, { markup: '<p>x</p>', title: 't' }));
    expect(takeServerData(browser, plain)).toBe(false);
    const broken = documentWith(
      '<div id="root"></div><script type="application/json" id="app-data">{"queries":</script>',
    );
    expect(takeServerData(browser, broken)).toBe(false);
    expect(browser.getQueryCache().getAll()).toEqual([]);
  });
});
