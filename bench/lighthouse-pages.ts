import os from 'node:os';
import path from 'node:path';
import { INVOICE_ID } from '../e2e/support/spec-routes';
import { SCANNED_INVOICE_ACCOUNT, invoicesPath, newestInvoiceIdIn } from '../e2e/support/invoices';
import { personas } from '../test-support/personas';
import { slowdownFor } from './cpu-emulation';
import { runLighthouse, warmUp } from './lighthouse';
import { launchChromium } from './lighthouse-chromium';
import { LIGHTHOUSE_METRICS, type RunValues } from './lighthouse-values';
import { routeTablePages, selectPages, type PageToMeasure } from './page-list';
import { formatSpread, labelOf, scoredRow, type PageRow } from './page-results';
import { startDemoPortal } from './processes';
import { signInCookie } from './sign-in';

type Scored = Extract<PageToMeasure, { kind: 'scored' }>;

/**
 * Where a page is opened: the invoice route with a real invoice. A page opened with a query
 * that chooses the account (route-personas.ts) is first opened unmeasured with it, as a
 * link from elsewhere would be, which writes the choice into the session; the measured runs
 * then open its plain address, as the person moving about the portal does.
 */
async function addressesOf(
  page: Scored,
  origin: string,
  cookie: string,
): Promise<{ choosing: string | null; opened: string }> {
  let target = page.path;
  if (page.needsInvoice) {
    const response = await fetch(new URL(invoicesPath(SCANNED_INVOICE_ACCOUNT), origin), {
      headers: { cookie },
    });
    if (!response.ok) {
      throw new Error(`invoices of ${SCANNED_INVOICE_ACCOUNT}: HTTP ${String(response.status)}`);
    }
    target = target.replace(
      INVOICE_ID,
      newestInvoiceIdIn(await response.json(), SCANNED_INVOICE_ACCOUNT),
    );
  }
  return { choosing: page.query === '' ? null : `${target}${page.query}`, opened: target };
}

/** Where Lighthouse runs and as whom, for one persona's pages. */
interface Visit {
  origin: string;
  /** Chromium's DevTools port. */
  port: number;
  /** The persona's Cookie header; empty for no one signed in. */
  cookie: string;
  runs: number;
  /** Load the page once unmeasured first: the persona's first signed-in page (warmUp). */
  warmUp: boolean;
  /** The CPU index to measure as (`--cpu-index`), or null for this host's own. */
  cpuIndex: number | null;
  /** This host's CPU index in its latest run, which sets the next run's slowdown. */
  host: { index: number };
}

/** A page's row from its runs; a run that fails makes a failed row, and the others go on. */
async function measurePage(page: Scored, visit: Visit): Promise<PageRow> {
  const base = { path: page.path, persona: page.persona, measuredAt: new Date().toISOString() };
  try {
    const { choosing, opened } = await addressesOf(page, visit.origin, visit.cookie);
    const url = new URL(opened, visit.origin).href;
    const noteHost = (index: number) => {
      if (Number.isFinite(index)) visit.host.index = index;
    };
    if (choosing !== null)
      noteHost(await warmUp(visit.port, new URL(choosing, visit.origin).href, visit.cookie));
    else if (visit.warmUp || (visit.cpuIndex !== null && !Number.isFinite(visit.host.index)))
      noteHost(await warmUp(visit.port, url, visit.cookie));
    const runs: RunValues[] = [];
    const slowdowns: number[] = [];
    for (let i = 0; i < visit.runs; i += 1) {
      // Each run's slowdown from the host's speed in the run before it.
      const slowdown =
        visit.cpuIndex === null ? undefined : slowdownFor(visit.cpuIndex, visit.host.index);
      const run = await runLighthouse(visit.port, url, visit.cookie, slowdown);
      noteHost(run.benchmarkIndex);
      runs.push(run);
      if (slowdown !== undefined) slowdowns.push(slowdown);
    }
    return scoredRow({ ...base, opened, runs, slowdowns });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ...base, outcome: { kind: 'failed', reason } };
  }
}

/**
 * `npm run bench -- --pages`: Lighthouse on the selected pages of the web route table, each
 * opened `runs` times by the persona the e2e route scan opens it with, on the demo data in
 * a portal of its own. The pages are taken persona by persona, signed in once each, so no
 * session idles out (30 min) while another persona's pages run. Rows come back in the
 * route table's order.
 */
export async function measurePages(options: {
  selection: 'all' | readonly string[];
  runs: number;
  /** `--cpu-index`: the CPU index to measure as; null for this host's own. */
  cpuIndex: number | null;
  log: (line: string) => void;
}): Promise<PageRow[]> {
  const pages = selectPages(routeTablePages(), options.selection);
  const rows = new Map<string, PageRow>();
  for (const page of pages) {
    if (page.kind !== 'redirect') continue;
    const { path: route, persona, sends } = page;
    const measuredAt = new Date().toISOString();
    rows.set(route, { path: route, persona, measuredAt, outcome: { kind: 'redirect', sends } });
  }
  const scored = pages.filter((page): page is Scored => page.kind === 'scored');
  if (scored.length > 0) {
    const portal = await startDemoPortal(path.join(os.tmpdir(), 'portal-bench-pages.log'));
    const chromium = await launchChromium();
    const host = { index: Number.NaN };
    try {
      for (const persona of new Set(scored.map((page) => page.persona))) {
        const signedIn = persona !== 'anonymous';
        const cookie = signedIn ? await signInCookie(portal.origin, personas[persona].email) : '';
        const theirs = scored.filter((page) => page.persona === persona);
        for (const [index, page] of theirs.entries()) {
          const visit = {
            origin: portal.origin,
            port: chromium.port,
            cookie,
            runs: options.runs,
            cpuIndex: options.cpuIndex,
            host,
          };
          const row = await measurePage(page, { ...visit, warmUp: signedIn && index === 0 });
          rows.set(page.path, row);
          options.log(`${page.path} as ${persona}: ${describe(row)}`);
        }
      }
    } finally {
      await chromium.stop();
      await portal.stop();
    }
  }
  return pages.flatMap((page) => {
    const row = rows.get(page.path);
    return row === undefined ? [] : [row];
  });
}

/** The log line of a page: its figures as the pages table writes them, and its goals. */
function describe({ outcome }: PageRow): string {
  if (outcome.kind === 'failed') return `not measured: ${outcome.reason}`;
  if (outcome.kind === 'redirect') return `not scored: ${outcome.sends}`;
  const figures = LIGHTHOUSE_METRICS.map(
    (metric) =>
      `${metric.label} ${formatSpread(outcome.figures[metric.key], metric.digits, metric.unit)}`,
  );
  return (
    `${figures.join(', ')}, CPU index ${formatSpread(outcome.cpuIndex, 0)}; ` +
    (outcome.missed.length === 0
      ? 'goals met'
      : `goals not met: ${outcome.missed.map(labelOf).join(', ')}`)
  );
}
