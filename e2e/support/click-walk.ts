import { expect, type Page } from '@playwright/test';
import { brandName } from '../../packages/domain/src/brand';
import { pageCopy } from '../../apps/web/src/shared/routing/page-copy';
import { routeKeys, routeMeta, type RouteKey } from '../../apps/web/src/shared/routing/route-meta';

/** One click on a link, found again by where it leads; `menu` names the menu it sits in. */
export interface Click {
  name: string;
  href: string;
  menu?: string;
}

/** A page reached, and the clicks from the start that reach it. */
export interface Reached {
  key: RouteKey;
  path: string;
  clicks: Click[];
}

const patterns = routeKeys.flatMap((key) =>
  routeMeta[key].paths.map((path) => ({
    key,
    pattern: new RegExp(`^${path.replace(/\$[a-z]+/gi, '[^/]+')}$`),
  })),
);

/** The route-table page a path shows, or undefined for one the app does not have. */
export function keyOfPath(pathname: string): RouteKey | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.key;
}

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Whether the portal's API has been quiet a moment: a page is only read once what it asked
 * for has come, since links such as a bill's or a number's appear with their data.
 */
function trackRequests(page: Page): () => boolean {
  const open = new Set<unknown>();
  let lastChange = Date.now();
  const isApi = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/') || pathname.startsWith('/session');
  };
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: unknown) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size === 0 && Date.now() - lastChange > 200;
}

/**
 * Waits until the page shown is a page of the route table with its own h1, nothing still
 * loading. False when it never is (an error page, a page that hangs).
 */
async function settled(page: Page, quiet: () => boolean): Promise<boolean> {
  try {
    await expect
      .poll(
        async () => {
          const key = keyOfPath(pathnameOf(page));
          if (key === undefined || !quiet()) return false;
          if ((await page.locator('[aria-busy="true"]').count()) > 0) return false;
          const titles = await page.getByRole('heading', { level: 1 }).allTextContents();
          return titles.length === 1 && titles[0] === pageCopy[key].title;
        },
        { timeout: 15_000, intervals: [100, 150, 200] },
      )
      .toBe(true);
    return true;
  } catch {
    return false;
  }
}

/** Paths a walk never follows: signing out would end the stored session for every test. */
function followable(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const { pathname } = new URL(href, 'http://portal.test');
  if (pathname === '/logout' || pathname.startsWith('/api/') || pathname.startsWith('/dev/')) {
    return false;
  }
  return keyOfPath(pathname) !== undefined;
}

interface FoundLink {
  name: string;
  href: string;
}

/** The visible links (or menu items) that stay in the portal and lead to one of its pages. */
async function visibleLinks(page: Page, menuItems = false): Promise<FoundLink[]> {
  const links = page.getByRole(menuItems ? 'menuitem' : 'link');
  const found = await links.evaluateAll((elements) =>
    elements.map((element) => ({
      href: element.getAttribute('href') ?? '',
      name: (element.getAttribute('aria-label') ?? element.textContent).trim(),
      visible: element.checkVisibility(),
      download: element.hasAttribute('download') || element.getAttribute('target') === '_blank',
    })),
  );
  return found
    .filter((link) => link.visible && !link.download && followable(link.href))
    .map(({ name, href }) => ({ name, href }));
}

/**
 * Opens what shows more links without leaving the page: the navigation's folded sections.
 * These clicks show a list; they are not counted as steps.
 */
async function unfoldNavigation(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const folded = nav.getByRole('button', { expanded: false });
  for (let guard = 0; guard < 10 && (await folded.count()) > 0; guard += 1) {
    await folded.first().click();
  }
}

/** The menus of the page (the user menu), each with the links in it. */
async function menuLinks(page: Page): Promise<Click[]> {
  const clicks: Click[] = [];
  const buttons = page.locator('button[aria-haspopup="menu"]').filter({ visible: true });
  for (const button of await buttons.all()) {
    const menu = ((await button.textContent()) ?? '').trim();
    await button.click();
    await expect(page.getByRole('menu')).toBeVisible();
    for (const link of await visibleLinks(page, true)) clicks.push({ ...link, menu });
    // The menu takes focus a moment after it shows (later on a busy page); an Escape pressed
    // before that reaches the button, which leaves the menu open. A person presses it after.
    await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') != null);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  return clicks;
}

/** Every link a person could click on the page shown, once per address. */
async function clicksOn(page: Page): Promise<Click[]> {
  await unfoldNavigation(page);
  const all = [...(await visibleLinks(page)), ...(await menuLinks(page))];
  const seen = new Set<string>();
  return all.filter((click) => !seen.has(click.href) && seen.add(click.href));
}

/** The link of a click on the page shown, opening its menu first. */
async function press(page: Page, click: Click) {
  await unfoldNavigation(page);
  if (click.menu !== undefined) {
    await page.locator('button[aria-haspopup="menu"]').filter({ hasText: click.menu }).click();
  }
  await page
    .getByRole(click.menu === undefined ? 'link' : 'menuitem')
    .and(page.locator(`[href="${click.href}"]`))
    .filter({ visible: true })
    .first()
    .click({ timeout: 5_000 });
}

export interface WalkResult {
  reached: Map<RouteKey, Reached>;
  /** Clicks that led nowhere readable, with what happened. */
  problems: string[];
  /** Opens a page reached, by its clicks from the start; false if it did not load. */
  open: (target: Reached) => Promise<boolean>;
}

/**
 * A breadth-first walk over the links a person sees, from the address it starts at:
 * each page found is reached by clicks alone (the header's brand link goes back to the
 * start, the browser's Back button back one page), up to `maxClicks` links deep. Only links
 * to pages not reached yet are followed, so every page is reached by its fewest clicks.
 */
export async function walkByClicks(
  page: Page,
  options: { startAt: string; maxClicks: number; skip: ReadonlySet<RouteKey> },
): Promise<WalkResult> {
  const quiet = trackRequests(page);
  const problems: string[] = [];
  const reached = new Map<RouteKey, Reached>();
  const home = page.getByRole('banner').getByRole('link', { name: brandName('main') });

  // The one address typed: the start. Everything after it is a click.
  await page.goto(options.startAt);
  const ready = await settled(page, quiet);
  // Where the start settled: the dashboard sends some people on (Ben to Mobile).
  const start = pathnameOf(page);
  const startKey = keyOfPath(start);
  if (!ready || startKey === undefined) {
    return {
      reached,
      problems: [`the start page ${start} did not load`],
      open: () => Promise.resolve(false),
    };
  }
  reached.set(startKey, { key: startKey, path: start, clicks: [] });

  const open = async (target: Reached): Promise<boolean> => {
    if (pathnameOf(page) === target.path) return true;
    await home.click();
    if (!(await settled(page, quiet))) return false;
    for (const click of target.clicks) {
      await press(page, click);
      if (!(await settled(page, quiet))) return false;
    }
    return pathnameOf(page) === target.path;
  };

  let frontier = [...reached.values()];
  for (let depth = 1; depth <= options.maxClicks && frontier.length > 0; depth += 1) {
    const next: Reached[] = [];
    for (const from of frontier) {
      if (!(await open(from))) {
        problems.push(`could not open ${from.path} again by its clicks`);
        continue;
      }
      for (const click of await clicksOn(page)) {
        const key = keyOfPath(new URL(click.href, 'http://portal.test').pathname);
        if (key === undefined || reached.has(key) || options.skip.has(key)) continue;
        if (!(await open(from))) break;
        try {
          await press(page, click);
        } catch {
          problems.push(
            `${from.path}: the link "${click.name}" (${click.href}) could not be clicked`,
          );
          continue;
        }
        const ok = await settled(page, quiet);
        const landed = pathnameOf(page);
        const landedKey = keyOfPath(landed);
        if (!ok || landedKey === undefined) {
          problems.push(`${from.path}: "${click.name}" (${click.href}) led to ${landed}, unread`);
        } else if (!reached.has(landedKey)) {
          const found = { key: landedKey, path: landed, clicks: [...from.clicks, click] };
          reached.set(landedKey, found);
          next.push(found);
        }
        await page.goBack();
        await settled(page, quiet);
      }
    }
    frontier = next;
  }
  return { reached, problems, open };
}
