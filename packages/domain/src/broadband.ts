export interface BroadbandSpeeds {
  /** Mbps */
  readonly down: number;
  /** Mbps */
  readonly up: number;
}

/** Speeds carried in a category string as UFB{down}/{up}, e.g. `UFB 1000/500`. */
export function parseBroadbandSpeeds(
  category: string | null | undefined,
): BroadbandSpeeds | undefined {
  const match = /UFB\s*(\d+)\s*\/\s*(\d+)/i.exec(category ?? '');
  if (match === null) return undefined;
  return { down: Number(match[1]), up: Number(match[2]) };
}

const SPECIAL_FIBRE_TIERS: readonly BroadbandSpeeds[] = [
  { down: 2000, up: 2000 },
  { down: 4000, up: 4000 },
];

/** UFB 2000/2000 and 4000/4000 are the special (hyperfibre) tier. */
export function isSpecialFibreTier(category: string | null | undefined): boolean {
  const speeds = parseBroadbandSpeeds(category);
  if (speeds === undefined) return false;
  return SPECIAL_FIBRE_TIERS.some((tier) => tier.down === speeds.down && tier.up === speeds.up);
}

/** Wireless broadband is known by its category group (technology WBB). */
export function isWirelessBroadband(categoryGroup: string | null | undefined): boolean {
  const group = (categoryGroup ?? '').trim().toLowerCase();
  return group === 'wbb' || group.includes('wireless');
}

/** 4G or 5G wireless, found by substring of the category or plan key. */
export function wirelessGeneration(category: string | null | undefined): '4G' | '5G' | undefined {
  const text = (category ?? '').toUpperCase();
  if (text.includes('5G')) return '5G';
  if (text.includes('4G')) return '4G';
  return undefined;
}

/** Plan names carry a variant after the last underscore, which people need not see. */
export function stripPlanNameSuffix(name: string): string {
  const index = name.lastIndexOf('_');
  return index === -1 ? name : name.slice(0, index);
}
