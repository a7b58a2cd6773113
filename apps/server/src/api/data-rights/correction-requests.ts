import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { privacyResponseDue, toNzDateKey, workingDaysLeft } from '@portal/domain';
import type { CorrectionRequest, StaffCorrectionRequest } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { auditLog, claims, correctionRequests, identities } from '../../db/schema';
import { outboxNotifier } from '../../notifications';
import { AppError } from '../../platform/app-error';

type Row = typeof correctionRequests.$inferSelect;

function toRequest(row: Row, today: string): CorrectionRequest {
  return {
    id: row.id,
    accountCode: row.accountCode,
    what: row.what,
    correction: row.correction,
    receivedOn: row.receivedOn,
    dueOn: row.dueOn,
    workingDaysLeft: row.state === 'open' ? workingDaysLeft(today, row.dueOn) : 0,
    state: row.state as CorrectionRequest['state'],
    reply: row.reply,
  };
}

export interface NewCorrection {
  what: string;
  correction: string;
  accountCode?: string | undefined;
}

/**
 * Records a person's request to correct what is held about them; the 20 working days of
 * s 44 run from the New Zealand day it arrives. An account named must be one they hold.
 */
export async function askForCorrection(
  db: Db,
  userGuid: string,
  input: NewCorrection,
  now: Date,
): Promise<CorrectionRequest> {
  if (input.accountCode !== undefined) {
    const [held] = await db
      .select({ id: claims.id })
      .from(claims)
      .where(
        and(
          eq(claims.userGuid, userGuid),
          eq(claims.claimType, 'Account'),
          eq(claims.claimValue, input.accountCode),
        ),
      );
    if (held === undefined) throw AppError.notFound('We could not find that account.');
  }
  const receivedOn = toNzDateKey(now);
  const [row] = await db
    .insert(correctionRequests)
    .values({
      id: randomUUID(),
      userGuid,
      accountCode: input.accountCode ?? null,
      what: input.what,
      correction: input.correction,
      receivedAt: now,
      receivedOn,
      dueOn: privacyResponseDue(receivedOn),
    })
    .returning();
  if (row === undefined) throw new Error('correction request not recorded');
  return toRequest(row, receivedOn);
}

export async function listOwnCorrections(
  db: Db,
  userGuid: string,
  now: Date,
): Promise<CorrectionRequest[]> {
  const rows = await db
    .select()
    .from(correctionRequests)
    .where(eq(correctionRequests.userGuid, userGuid))
    .orderBy(desc(correctionRequests.receivedAt));
  return rows.map((row) => toRequest(row, toNzDateKey(now)));
}

/** Open requests for staff, the soonest due first; with an account, that account's only. */
export async function listOpenCorrections(
  db: Db,
  now: Date,
  accountCode?: string,
): Promise<StaffCorrectionRequest[]> {
  const open = eq(correctionRequests.state, 'open');
  const rows = await db
    .select({
      request: correctionRequests,
      first: identities.firstName,
      last: identities.lastName,
      email: identities.email,
    })
    .from(correctionRequests)
    .innerJoin(identities, eq(identities.userGuid, correctionRequests.userGuid))
    .where(
      accountCode === undefined ? open : and(open, eq(correctionRequests.accountCode, accountCode)),
    )
    .orderBy(asc(correctionRequests.dueOn), asc(correctionRequests.receivedAt));
  const today = toNzDateKey(now);
  return rows.map((row) => ({
    ...toRequest(row.request, today),
    personName: `${row.first} ${row.last}`,
    personEmail: row.email,
  }));
}

/**
 * Staff answer a request: it closes with their reply, the audit log names who closed it,
 * and the person is emailed the reply. Closing one already closed changes nothing.
 */
export async function closeCorrection(
  db: Db,
  caller: Caller,
  requestId: string,
  reply: string,
  now: Date,
  ip: string,
): Promise<CorrectionRequest> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(correctionRequests)
      .set({ state: 'closed', reply, closedBy: caller.userGuid, closedAt: now })
      .where(and(eq(correctionRequests.id, requestId), eq(correctionRequests.state, 'open')))
      .returning();
    if (closed === undefined) {
      const [existing] = await tx
        .select()
        .from(correctionRequests)
        .where(eq(correctionRequests.id, requestId));
      if (existing === undefined) throw AppError.notFound('We could not find that request.');
      throw AppError.conflict('This request has already been answered.');
    }
    await tx.insert(auditLog).values({
      actor: caller.userGuid,
      actorPool: caller.pool,
      action: 'correction-request-closed',
      accountCode: closed.accountCode,
      ip,
      details: { requestId, dueOn: closed.dueOn },
    });
    const [person] = await tx
      .select({ email: identities.email })
      .from(identities)
      .where(eq(identities.userGuid, closed.userGuid));
    if (person !== undefined) {
      await outboxNotifier(tx).send({
        channel: 'email',
        recipient: person.email,
        subject: 'Your correction request has been answered',
        body: `You asked us to correct: ${closed.what}\n\nOur reply: ${reply}`,
        kind: 'correction-answered',
        ...(closed.accountCode === null ? {} : { accountCode: closed.accountCode }),
      });
    }
    return toRequest(closed, toNzDateKey(now));
  });
}
