import { eq } from 'drizzle-orm';
import { isBusinessAccount, type ChangePlanContext } from '@portal/domain';
import type { Db } from '../../db/client';
import { mobilePlans, mobileServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { displaysGstInclusive, findGstTerms } from '../accounts';

export interface AccountLine {
  readonly serviceEntity: string;
  readonly serviceEntityDescription: string | null;
  readonly service: string;
  readonly paymentType: string;
  readonly planKey: string;
  readonly planDescription: string;
  readonly isGroupLeaderPlan: boolean;
  readonly groupLeaderServiceEntity: string | null;
  readonly status: string;
}

/** Everything the plan rules need about one line: its account, its group, its plan. */
export interface LineContext {
  readonly accountCode: string;
  readonly isBusiness: boolean;
  readonly displayGstInclusive: boolean;
  readonly line: AccountLine;
  readonly lines: readonly AccountLine[];
  /** The account's group leader line, when it has a group plan. */
  readonly leader: AccountLine | undefined;
  readonly members: readonly AccountLine[];
  readonly planContext: ChangePlanContext;
}

export async function findAccountLines(db: Db, accountCode: string): Promise<AccountLine[]> {
  return db
    .select({
      serviceEntity: mobileServices.serviceEntity,
      serviceEntityDescription: mobileServices.serviceEntityDescription,
      service: mobileServices.service,
      paymentType: mobileServices.paymentType,
      planKey: mobileServices.planKey,
      planDescription: mobilePlans.planDescription,
      isGroupLeaderPlan: mobilePlans.isGroupLeader,
      groupLeaderServiceEntity: mobileServices.groupLeaderServiceEntity,
      status: mobileServices.status,
    })
    .from(mobileServices)
    .innerJoin(mobilePlans, eq(mobilePlans.planKey, mobileServices.planKey))
    .where(eq(mobileServices.accountCode, accountCode))
    .orderBy(mobileServices.serviceEntity);
}

/**
 * The account's leader: a line on a leader plan, preferring one that has members (an
 * account could have moved a second line onto a leader plan with nobody under it).
 */
export function groupLeaderOf(lines: readonly AccountLine[]): AccountLine | undefined {
  const leaders = lines.filter((line) => line.isGroupLeaderPlan && line.status !== 'Cancelled');
  return (
    leaders.find((leader) =>
      lines.some((line) => line.groupLeaderServiceEntity === leader.serviceEntity),
    ) ?? leaders[0]
  );
}

export async function loadLineContext(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<LineContext> {
  const account = await findGstTerms(db, accountCode);
  const lines = await findAccountLines(db, accountCode);
  const line = lines.find((candidate) => candidate.serviceEntity === serviceEntity);
  if (account === undefined || line === undefined) {
    throw AppError.notFound('That mobile service is not on this account.');
  }
  const leader = groupLeaderOf(lines);
  const members =
    leader === undefined
      ? []
      : lines.filter(
          (candidate) =>
            candidate.groupLeaderServiceEntity === leader.serviceEntity &&
            candidate.status !== 'Cancelled',
        );
  return {
    accountCode,
    isBusiness: isBusinessAccount(account),
    displayGstInclusive: displaysGstInclusive(account),
    line,
    lines,
    leader,
    members,
    planContext: {
      currentPlanKey: line.planKey,
      leaderPlanKey: leader?.planKey,
      groupMemberCount: members.length,
      lineIsGroupMember: members.some((member) => member.serviceEntity === serviceEntity),
      isSameServiceEntity: leader?.serviceEntity === serviceEntity,
    },
  };
}
