import { expect, test } from '@playwright/test';
import type { RouteKey } from '../../apps/web/src/shared/routing/route-meta';
import { keyOfPath, walkByClicks, type Reached } from '../support/click-walk';
import { signedInState, type Persona } from '../support/people';
import { routePersonas } from '../support/route-personas';

/** ux.md: "Every page is reachable by clicking from the dashboard, in at most three steps". */
const MAX_CLICKS = 3;

/**
 * Routes of the table that are not pages a person clicks to inside the portal, and why.
 * Every other route a persona of route-personas.ts sees must be reached by that persona.
 */
const notClickedTo: Partial<Record<RouteKey, string>> = {
  login: 'the way in, before the portal',
  'login-complete': 'a step of signing in, which the identity provider returns to',
  logout: 'signing out ends the session every other test shares',
  'logout-complete': 'a step of signing out',
  'login-problem': 'shown only when signing in fails',
  'auto-login': 'the landing of a staff access link',
  'online-payments': 'the payment gateway sends people back to it',
  'confirm-delivery-address': 'opened from the modem-return email',
  invitation: 'opened from the invitation email',
  'change-hub': 'an old address that redirects to Change broadband plan',
};

/**
 * The start: the dashboard, with the account the person's pages are about (other tests
 * select other accounts in the same stored session). Ben's home is the mobile area and
 * Nova's the no-accounts page: the dashboard sends them there.
 */
const startAt: Partial<Record<Persona, string>> = {
  aroha: '/?accountCode=30000001',
  ben: '/?accountCode=30000101',
};

/** Each persona's pages in the route table (route-personas.ts), as route keys. */
function pagesOf(persona: Persona): Map<RouteKey, string> {
  const pages = new Map<RouteKey, string>();
  for (const [path, visit] of Object.entries(routePersonas)) {
    const key = keyOfPath(path.replace('$invoiceid', '100001'));
    if (visit.persona !== persona || key === undefined || key in notClickedTo) continue;
    // Aliases (/ and /dashboard) are one page.
    if (!pages.has(key)) pages.set(key, path);
  }
  return pages;
}

const describeClicks = (found: Reached) =>
  found.clicks.length === 0
    ? 'the start'
    : found.clicks
        .map((click) => (click.menu ? `${click.menu} › ${click.name}` : click.name))
        .join(' › ');

const personas = [
  ...new Set(
    Object.values(routePersonas)
      .map((visit) => visit.persona)
      .filter((persona): persona is Persona => persona !== 'anonymous'),
  ),
];

for (const persona of personas) {
  test(`${persona} reaches every page of theirs by clicks from the dashboard`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const { viewport, userAgent, deviceScaleFactor, baseURL } = testInfo.project.use;
    const context = await browser.newContext({
      viewport,
      userAgent,
      deviceScaleFactor,
      baseURL,
      storageState: signedInState[persona],
    });
    const page = await context.newPage();
    const walk = await walkByClicks(page, {
      startAt: startAt[persona] ?? '/',
      maxClicks: MAX_CLICKS,
      skip: new Set(Object.keys(notClickedTo) as RouteKey[]),
    });
    await testInfo.attach('clicks to each page', {
      contentType: 'text/plain',
      body: [...walk.reached.values()]
        .map((found) => `${found.path}: ${describeClicks(found)}`)
        .join('\n'),
    });

    const expected = pagesOf(persona);
    let missing = [...expected].filter(([key]) => !walk.reached.has(key)).map(([, path]) => path);
    // Sign-up's second step is offered only while no sign-up is in progress: power.spec.ts
    // may already have signed Liam up on this server, and then the first step says so.
    const signUp = walk.reached.get('add-power');
    if (missing.includes('/add-power/details') && signUp !== undefined) {
      if (
        (await walk.open(signUp)) &&
        (await page.getByText('Power sign-up in progress').isVisible())
      ) {
        missing = missing.filter((path) => path !== '/add-power/details');
      }
    }
    await context.close();
    expect(
      missing,
      `${persona} could not reach by ${String(MAX_CLICKS)} clicks: ${missing.join(', ')}\n` +
        `problems on the way:\n${walk.problems.join('\n')}`,
    ).toEqual([]);
  });
}
