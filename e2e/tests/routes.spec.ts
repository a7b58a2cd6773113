import {
  expect,
  test,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { watchCspViolations } from '../support/csp';
import { SCANNED_INVOICE_ACCOUNT, newestInvoiceId } from '../support/invoices';
import { look } from '../support/look';
import { signedInState } from '../support/people';
import {
  routePersonas,
  routeTablePaths,
  titleOf,
  type RouteVisit,
} from '../support/route-personas';
import { INVOICE_ID, anonymousPaths, signedInPaths } from '../support/spec-routes';
import { DRAWN_AGAIN_WARNING } from '../../apps/web/src/prerender/finish-hydration';
import { drawnHeading } from '../support/drawn-document';

/**
 * Every page of the route table, opened by someone who can see it (route-personas.ts):
 * the address stays the route's own (or lands where the route sends everyone by design, or
 * leaves for the identity provider's sign-in page, as /login does), the h1 is the page's
 * own, nothing is refused by the CSP, and axe finds nothing at desktop and phone widths.
 * Each page's document arrives drawn by the server with that h1 (issue 27).
 */
const specRoutePaths = [...signedInPaths, ...anonymousPaths];

test('the persona map covers the route table and the spec, and nothing else', () => {
  const mapped = Object.keys(routePersonas).sort();
  expect(mapped).toEqual([...new Set([...specRoutePaths, ...routeTablePaths])].sort());
  for (const path of anonymousPaths) expect(routePersonas[path]?.persona).toBe('anonymous');
  for (const path of signedInPaths) expect(routePersonas[path]?.persona).not.toBe('anonymous');
});

async function expectOwnPage(page: Page, path: string, visit: RouteVisit) {
  const refused = watchCspViolations(page);
  // The app takes the drawn page over as it is: React found the same page the server drew.
  const drawnAgain: string[] = [];
  const watchDrawnAgain = (message: ConsoleMessage) => {
    if (message.text().startsWith(DRAWN_AGAIN_WARNING)) drawnAgain.push(message.text());
  };
  page.on('console', watchDrawnAgain);
  const target = path.includes(INVOICE_ID)
    ? path.replace(INVOICE_ID, await newestInvoiceId(page, SCANNED_INVOICE_ACCOUNT))
    : path;
  await page.goto(`${target}${visit.query ?? ''}`);
  if (visit.leaves !== undefined) {
    await expect.poll(() => new URL(page.url()).pathname).toMatch(visit.leaves.to);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.leaves.heading);
    await look(page, `route${path.replaceAll('/', '-')}`);
    expect(refused).toEqual([]);
    return;
  }
  const landing = visit.lands ?? target;
  await expect.poll(() => new URL(page.url()).pathname).toBe(landing);
  const title = titleOf(visit.lands ?? path);
  expect(title, `no page copy for ${path}`).toBeDefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  if (visit.sees !== undefined) await expect(page.getByText(visit.sees).first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (visit.persona === 'anonymous') await expect(nav).toHaveCount(0);
  else await expect(nav).toBeVisible();
  // Nothing still loading: skeletons and spinners are not what the page is scanned for.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await look(page, `route${path.replaceAll('/', '-')}`);
  expect(refused).toEqual([]);
  page.off('console', watchDrawnAgain);
  expect(drawnAgain).toEqual([]);
  if (visit.lands === undefined) {
    // Loaded again, now that a query has chosen the account: the document itself has the page.
    const document = await page.request.get(target, { headers: { accept: 'text/html' } });
    expect(drawnHeading(await document.text()), `${path} drawn by the server`).toBe(title);
  }
}

/**
 * One browser tab per persona, kept across that persona's pages, as a person moving through
 * the portal keeps theirs: each page is still a full load of its own address, but the
 * app's files come from the browser's cache after the first. The pages of one persona run
 * in order, so a failure skips the rest of that persona's pages rather than hide them.
 */
const personas = new Set(Object.values(routePersonas).map((visit) => visit.persona));
for (const persona of personas) {
  test.describe(`pages seen as ${persona}`, () => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }, testInfo) => {
      // The project's device (Desktop Chrome), as the per-test context would have had.
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
        testInfo.project.use;
      context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
        ...(persona === 'anonymous' ? {} : { storageState: signedInState[persona] }),
      });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });
    for (const [path, visit] of Object.entries(routePersonas)) {
      if (visit.persona !== persona) continue;
      test(`${path} as ${persona}`, async () => {
        await expectOwnPage(page, path, visit);
      });
    }
  });
}
