import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { broadbandPlans, powerPlans, voicePlans } from '../../db/schema';

/**
 * The catalogue names of broadband, power and home phone plans by plan key: the one place
 * a plan's name is read from, so every page names a plan the same way.
 */
export async function findPlanNames(
  db: Db,
  planKeys: readonly string[],
): Promise<Map<string, string>> {
  const keys = [...new Set(planKeys)];
  if (keys.length === 0) return new Map();
  const [broadband, power, voice] = await Promise.all([
    db
      .select({ planKey: broadbandPlans.planKey, name: broadbandPlans.name })
      .from(broadbandPlans)
      .where(inArray(broadbandPlans.planKey, keys)),
    db
      .select({ planKey: powerPlans.planKey, name: powerPlans.name })
      .from(powerPlans)
      .where(inArray(powerPlans.planKey, keys)),
    db
      .select({ planKey: voicePlans.planKey, name: voicePlans.name })
      .from(voicePlans)
      .where(inArray(voicePlans.planKey, keys)),
  ]);
  return new Map([...broadband, ...power, ...voice].map((plan) => [plan.planKey, plan.name]));
}
