import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { personas, type PersonaName } from '../test-support/personas';
import type { BenchFigure } from './figure';
import { atMostFigure, failedFigure, median, round } from './goals';
import { slowdownFor } from './cpu-emulation';
import { warmUp } from './lighthouse';
import { launchChromium } from './lighthouse-chromium';
import { startDemoPortal } from './processes';
import { signInCookie } from './sign-in';

/** Issue 27, item 3: a tap or a choice answers on screen within this (Interaction to Next Paint). */
export const INP_GOAL_MS = 200;
/** Lighthouse's mobile profile slows the CPU four times; the interactions run on the same. */
export const CPU_SLOWDOWN = 4;

/** One thing a person does on a page, done again and again on a fresh load of it. */
interface Interaction {
  id: string;
  name: string;
  persona: PersonaName;
  path: string;
  /** Does it once; `round` counts from 0, so a choice can alternate between two values. */
  act: (page: Page, round: number) => Promise<void>;
}

const USAGE_PERIOD = 'Period for 021 123 4567';

const INTERACTIONS: Interaction[] = [
  {
    id: 'usage-period',
    name: 'changing the period on mobile usage',
    persona: 'aroha',
    path: '/mobile/usage',
    // By keyboard: choosing an option in code is no interaction to the browser, and a
    // phone's own option list is drawn outside the page.
    act: async (page) => {
      const period = page.getByRole('combobox', { name: USAGE_PERIOD });
      const before = await period.inputValue();
      await period.focus();
      await page.keyboard.press('ArrowDown');
      if ((await period.inputValue()) === before) {
        throw new Error('the usage page offers one period only');
      }
    },
  },
  {
    id: 'usage-day',
    name: 'opening a day on mobile usage',
    persona: 'aroha',
    path: '/mobile/usage',
    act: async (page) => {
      const day = page.getByRole('region', { name: 'Day by day' }).getByRole('button').first();
      await day.tap();
      await page
        .getByRole('region', { name: 'Day by day' })
        .locator('button[aria-expanded="true"]')
        .first()
        .waitFor();
    },
  },
  {
    id: 'usage-chart',
    name: 'showing a day on the usage chart',
    persona: 'aroha',
    path: '/mobile/usage',
    act: async (page, round) => {
      const surface = page.getByRole('application').first();
      const box = await surface.boundingBox();
      if (box === null) throw new Error('the usage chart is not on the screen');
      await surface.tap({
        position: { x: box.width * (0.3 + 0.1 * (round % 4)), y: box.height / 2 },
      });
      await page.getByRole('figure').getByRole('status').first().waitFor();
    },
  },
  {
    id: 'usage-tab',
    name: 'switching to the Calls tab on mobile usage',
    persona: 'aroha',
    path: '/mobile/usage',
    act: async (page) => {
      await page.getByRole('tab', { name: 'Calls' }).tap();
      await page.getByRole('tab', { name: 'Calls', selected: true }).waitFor();
    },
  },
  {
    id: 'account',
    name: 'opening the menu and switching the account',
    persona: 'aroha',
    path: '/dashboard',
    act: async (page) => {
      await page.getByRole('button', { name: 'Open navigation' }).tap();
      const account = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('combobox', { name: 'Account' });
      const current = await account.inputValue();
      await account.selectOption(current === '30000001' ? '30000002' : '30000001');
    },
  },
];

/** Collects Event Timing entries of interactions from the start of each page load. */
const OBSERVE_INTERACTIONS = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

interface Observed {
  id: number;
  name: string;
  duration: number;
}

/**
 * One run: a fresh load of the page, left to settle, then the CPU slowed and the
 * interaction done; its INP is the longest event of the interactions it made (Event Timing
 * durations: input delay, handlers and the next paint), as the browser reports it.
 */
async function runOnce(
  page: Page,
  url: string,
  interaction: Interaction,
  run: { round: number; slowdown: number },
) {
  const cdp = await page.context().newCDPSession(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1_000);
  await page.evaluate(() => {
    (globalThis as unknown as { __interactions: Observed[] }).__interactions = [];
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: run.slowdown });
  try {
    await interaction.act(page, run.round);
    // Event Timing reports an interaction once the frame after it is painted.
    await page.waitForTimeout(1_000);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  const observed = await page.evaluate(
    () => (globalThis as unknown as { __interactions: Observed[] }).__interactions,
  );
  if (observed.length === 0) throw new Error(`${interaction.name}: the browser saw no interaction`);
  return Math.max(...observed.map((entry) => entry.duration));
}

/**
 * P8 (issue 27, item 3): each interaction, `runs` times, in Debian's Chromium on a phone's
 * screen with touch and the CPU slowed as Lighthouse's mobile profile slows it, on the demo
 * portal. Each figure is the median INP of the runs, against 200 ms. With `cpuIndex` the
 * slowdown is instead the one that makes this host stand for a host of that CPU index
 * (cpu-emulation.ts), from the index Lighthouse reads just before each interaction's runs.
 */
export async function measureInteractions(options: {
  runs: number;
  log: (line: string) => void;
  cpuIndex?: number | null;
}): Promise<BenchFigure[]> {
  const portal = await startDemoPortal(path.join(os.tmpdir(), 'portal-bench-interactions.log'));
  const devtools = await launchChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(devtools.port)}`);
  const figures: BenchFigure[] = [];
  try {
    // One sign-in a person, as a session serves them across pages.
    const cookies = new Map<PersonaName, string>();
    for (const interaction of INTERACTIONS) {
      const id = `P8-${interaction.id}`;
      const cookie =
        cookies.get(interaction.persona) ??
        (await signInCookie(portal.origin, personas[interaction.persona].email));
      cookies.set(interaction.persona, cookie);
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: { Cookie: cookie },
      });
      try {
        await context.addInitScript(OBSERVE_INTERACTIONS);
        const page = await context.newPage();
        const url = new URL(interaction.path, portal.origin).href;
        // The first load chooses the account, as a browser signing in would have.
        await page.goto(url, { waitUntil: 'networkidle' });
        const { cpuIndex } = options;
        const hostIndex =
          cpuIndex == null ? undefined : await warmUp(devtools.port, portal.origin + '/login', '');
        const slowdown =
          cpuIndex == null || hostIndex === undefined
            ? CPU_SLOWDOWN
            : slowdownFor(cpuIndex, hostIndex);
        const values: number[] = [];
        for (let round = 0; round < options.runs; round += 1) {
          values.push(await runOnce(page, url, interaction, { round, slowdown }));
        }
        const profile =
          cpuIndex == null
            ? `CPU ÷${String(CPU_SLOWDOWN)}`
            : `CPU ÷${String(slowdown)}, as a host of CPU index ${cpuIndex.toLocaleString('en-NZ')}`;
        const figure = atMostFigure({
          id,
          name: `INP, ${interaction.name} (phone, ${profile})`,
          database: 'none',
          value: median(values),
          unit: 'ms',
          max: INP_GOAL_MS,
          detail:
            `runs: ${values.map((value) => String(round(value, 0))).join(', ')}; ${interaction.path} as ${interaction.persona}` +
            (hostIndex === undefined
              ? ''
              : `; this host's CPU index ${String(Math.round(hostIndex))}`),
        });
        figures.push(figure);
        options.log(`${id}: ${String(figure.value)} ms (${figure.detail ?? ''})`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        figures.push(failedFigure(id, `INP, ${interaction.name}`, 'none', reason));
        options.log(`${id} failed: ${reason}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await devtools.stop();
    await portal.stop();
  }
  return figures;
}
