import { describe, expect, it } from 'vitest';
import { routeTablePaths } from '../e2e/support/route-personas';
import { routeTablePages, selectPages } from './page-list';

describe('the pages --pages measures', () => {
  const pages = routeTablePages();

  it('are every path of the web route table, in its order', () => {
    expect(pages.map((page) => page.path)).toEqual(routeTablePaths);
  });

  it('open each page as the e2e route scan does: its persona, query and invoice', () => {
    expect(pages.find((page) => page.path === '/mobile/usage')).toEqual({
      path: '/mobile/usage',
      persona: 'aroha',
      kind: 'scored',
      query: '',
      needsInvoice: false,
    });
    expect(pages.find((page) => page.path === '/mobile/prepay-top-up')).toMatchObject({
      persona: 'ben',
      query: '?accountCode=30000101',
    });
    expect(pages.find((page) => page.path === '/management')).toMatchObject({ persona: 'sam' });
    expect(pages.find((page) => page.path === '/logout-complete')).toMatchObject({
      persona: 'anonymous',
      kind: 'scored',
    });
    expect(pages.find((page) => page.path === '/account/invoice/$invoiceid')).toMatchObject({
      kind: 'scored',
      needsInvoice: true,
    });
  });

  it('report a route that only sends everyone on as such, without scoring it', () => {
    expect(pages.find((page) => page.path === '/change-hub')).toEqual({
      path: '/change-hub',
      persona: 'aroha',
      kind: 'redirect',
      sends: 'lands on /broadband/change-broadband-plan',
    });
    expect(pages.find((page) => page.path === '/login')).toMatchObject({
      kind: 'redirect',
      sends: expect.stringMatching(/^leaves for the Sign in page at \/.*idp/) as string,
    });
  });

  it('select all of them, or the paths asked for, and refuse a path the table lacks', () => {
    expect(selectPages(pages, 'all')).toHaveLength(pages.length);
    expect(selectPages(pages, ['/power', '/mobile/usage']).map((page) => page.path)).toEqual([
      '/mobile/usage',
      '/power',
    ]);
    expect(() => selectPages(pages, ['/power', '/nowhere'])).toThrow(
      /not in the web route table: \/nowhere/,
    );
  });
});
