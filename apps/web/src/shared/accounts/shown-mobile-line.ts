import { isMobileKindService } from '@portal/domain';

/**
 * An account's mobile lines and the one a mobile page shows: the chosen line, or the first
 * when none is chosen or the chosen one has gone (spec section 2). The connection picker,
 * the selection chip and the mobile pages all show it, so all read it here.
 */
export function shownMobileLine<Line extends { service: string; serviceEntity: string }>(
  services: readonly Line[] | undefined,
  chosen: string | null,
): { lines: Line[]; chosen: Line | undefined; shown: Line | undefined } {
  const lines = (services ?? []).filter((line) => isMobileKindService(line.service));
  const found = lines.find((line) => line.serviceEntity === chosen);
  return { lines, chosen: found, shown: found ?? lines[0] };
}
