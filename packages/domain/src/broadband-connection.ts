import {
  isSpecialFibreTier,
  isWirelessBroadband,
  parseBroadbandSpeeds,
  stripPlanNameSuffix,
  wirelessGeneration,
  type BroadbandSpeeds,
} from './broadband';

export type BroadbandTechnology = 'UFB' | 'WBB' | 'xDSL';

export interface ConnectionFacts {
  readonly technology: BroadbandTechnology;
  readonly categoryGroup: string;
  readonly category: string;
  readonly planKey: string;
  readonly planName: string;
  readonly downloadMbps?: number | null;
  readonly uploadMbps?: number | null;
}

export interface ConnectionView {
  readonly technology: BroadbandTechnology;
  /** What people call the technology. */
  readonly technologyName: string;
  readonly speeds: BroadbandSpeeds | undefined;
  readonly specialFibreTier: boolean;
  readonly wireless: boolean;
  readonly wirelessGeneration: '4G' | '5G' | undefined;
  /** The plan's name without the variant after its last underscore. */
  readonly planName: string;
}

const TECHNOLOGY_NAMES: Readonly<Record<BroadbandTechnology, string>> = {
  UFB: 'Fibre (UFB)',
  WBB: 'Wireless broadband',
  xDSL: 'Copper (xDSL)',
};

/**
 * One connection as the broadband pages show it (spec sections 3 and 5). Speeds come from
 * the UFB{down}/{up} category where it carries them, else from the plan's own figures; the
 * wireless generation is looked for in the category and then in the plan key.
 */
export function describeConnection(facts: ConnectionFacts): ConnectionView {
  const fromCategory = parseBroadbandSpeeds(facts.category);
  const fromPlan =
    facts.downloadMbps != null && facts.uploadMbps != null
      ? { down: facts.downloadMbps, up: facts.uploadMbps }
      : undefined;
  const wireless = facts.technology === 'WBB' || isWirelessBroadband(facts.categoryGroup);
  return {
    technology: facts.technology,
    technologyName: TECHNOLOGY_NAMES[facts.technology],
    speeds: fromCategory ?? fromPlan,
    specialFibreTier: isSpecialFibreTier(facts.category),
    wireless,
    wirelessGeneration: wireless
      ? (wirelessGeneration(facts.category) ?? wirelessGeneration(facts.planKey))
      : undefined,
    planName: stripPlanNameSuffix(facts.planName),
  };
}

/** Speeds as people read them: `1000/500 Mbps`, `2 Gbps/2 Gbps` above 1000. */
export function formatSpeed(mbps: number): string {
  return mbps >= 2000 && mbps % 1000 === 0 ? `${mbps / 1000} Gbps` : `${mbps} Mbps`;
}
