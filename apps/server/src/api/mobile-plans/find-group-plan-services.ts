import type { GroupPlanService } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findAccountLines, groupLeaderOf } from './line-context';

/** GET /mobile/v2/management/accounts/{accountCode}/groupPlanServices: leader, then members. */
export async function findGroupPlanServices(
  db: Db,
  accountCode: string,
): Promise<GroupPlanService[]> {
  const lines = await findAccountLines(db, accountCode);
  const leader = groupLeaderOf(lines);
  if (leader === undefined) return [];
  const entry = (line: (typeof lines)[number], role: GroupPlanService['role']) => ({
    serviceEntity: line.serviceEntity,
    serviceEntityDescription: line.serviceEntityDescription,
    planKey: line.planKey,
    planDescription: line.planDescription,
    role,
    groupLeaderServiceEntity: leader.serviceEntity,
  });
  return [
    entry(leader, 'Leader'),
    ...lines
      .filter(
        (line) =>
          line.groupLeaderServiceEntity === leader.serviceEntity && line.status !== 'Cancelled',
      )
      .map((line) => entry(line, 'Member')),
  ];
}
