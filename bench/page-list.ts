import { routePersonas, routeTablePaths } from '../e2e/support/route-personas';
import { INVOICE_ID } from '../e2e/support/spec-routes';
import type { PersonaName } from '../test-support/personas';

/** One page of the web route table as `npm run bench -- --pages` opens it. */
export type PageToMeasure =
  | {
      /** The route table's path, e.g. /account/invoice/$invoiceid. */
      path: string;
      persona: PersonaName | 'anonymous';
      /** What it is scored on. */
      kind: 'scored';
      /** A query that chooses its account (route-personas.ts), e.g. ?accountCode=30000101. */
      query: string;
      /** The path holds the invoice route's parameter, filled with a real id when opened. */
      needsInvoice: boolean;
    }
  | {
      path: string;
      persona: PersonaName | 'anonymous';
      /** The route only sends everyone on (lands/leaves in route-personas.ts): not scored. */
      kind: 'redirect';
      /** Where to, e.g. "lands on /login-problem". */
      sends: string;
    };

/**
 * Every path of the app's route table (aliases too: / and /dashboard are measured apart),
 * in its order, each opened by the persona the e2e route scan opens it with. A path the
 * persona map lacks fails here, as it fails routes.spec.ts.
 */
export function routeTablePages(): PageToMeasure[] {
  return routeTablePaths.map((path) => {
    const visit = routePersonas[path];
    if (visit === undefined)
      throw new Error(`no persona for ${path} in e2e/support/route-personas.ts`);
    const { persona } = visit;
    if (visit.lands !== undefined) {
      return { path, persona, kind: 'redirect', sends: `lands on ${visit.lands}` };
    }
    if (visit.leaves !== undefined) {
      const { heading, to } = visit.leaves;
      return {
        path,
        persona,
        kind: 'redirect',
        sends: `leaves for the ${heading} page at ${String(to)}`,
      };
    }
    return {
      path,
      persona,
      kind: 'scored',
      query: visit.query ?? '',
      needsInvoice: path.includes(INVOICE_ID),
    };
  });
}

/** The pages `--pages` asks for: all of them, or the listed paths, which must be in the table. */
export function selectPages(
  pages: readonly PageToMeasure[],
  selection: 'all' | readonly string[],
): PageToMeasure[] {
  if (selection === 'all') return [...pages];
  const known = new Set(pages.map((page) => page.path));
  const unknown = selection.filter((path) => !known.has(path));
  if (unknown.length > 0) {
    throw new Error(
      `not in the web route table: ${unknown.join(', ')} (the table has ${[...known].join(', ')})`,
    );
  }
  return pages.filter((page) => selection.includes(page.path));
}
