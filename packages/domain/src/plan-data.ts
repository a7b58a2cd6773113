import { formatDataVolume } from './data-units';

/** What a mobile plan's data facts are, as the catalogue gives them. */
export interface PlanDataFacts {
  readonly dataCategory: string;
  readonly dataCap: number | null;
  readonly isUnlimitedData: boolean;
  readonly isGroupMember: boolean;
}

/**
 * A plan's data in one wording for every page. An Endless plan has data without end but
 * at full speed only up to its cap, so it says both ("40.0 GB at full speed, then endless
 * data at reduced speed") rather than "Unlimited" on one page and "40GB" on another.
 */
export function planDataText(plan: PlanDataFacts): string {
  if (plan.isGroupMember) return "Shares the group leader's data";
  if (plan.dataCategory === 'Endless' && plan.dataCap !== null) {
    return `${formatDataVolume(plan.dataCap)} at full speed, then endless data at reduced speed`;
  }
  if (plan.isUnlimitedData) return 'Unlimited data';
  return plan.dataCap === null ? 'No data' : `${formatDataVolume(plan.dataCap)} of data`;
}
