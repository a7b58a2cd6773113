import { and, eq } from 'drizzle-orm';
import { checkConfirmationFile, type MedicalDependencyState } from '@portal/domain';
import type { MedicalDependency, MedicalDependencyRequest } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db, Tx } from '../../db/client';
import { auditLog, medicalDependencies } from '../../db/schema';
import { AppError } from '../../platform/app-error';

type Row = typeof medicalDependencies.$inferSelect;

/** Every column but the file itself, which only the download reads. */
const SUMMARY = {
  accountCode: medicalDependencies.accountCode,
  dependentName: medicalDependencies.dependentName,
  need: medicalDependencies.need,
  contactPhone: medicalDependencies.contactPhone,
  declaredAt: medicalDependencies.declaredAt,
  state: medicalDependencies.state,
  confirmationType: medicalDependencies.confirmationType,
  confirmationSize: medicalDependencies.confirmationSize,
  confirmationUploadedAt: medicalDependencies.confirmationUploadedAt,
  decidedAt: medicalDependencies.decidedAt,
  declineReason: medicalDependencies.declineReason,
} as const;
type Summary = Pick<Row, keyof typeof SUMMARY>;

function toDependency(row: Summary): MedicalDependency {
  const uploaded =
    row.confirmationType !== null &&
    row.confirmationSize !== null &&
    row.confirmationUploadedAt !== null;
  return {
    accountCode: row.accountCode,
    state: row.state as MedicalDependencyState,
    dependentName: row.dependentName,
    need: row.need,
    contactPhone: row.contactPhone,
    declaredAt: row.declaredAt.toISOString(),
    confirmation: uploaded
      ? {
          type: row.confirmationType ?? '',
          sizeBytes: row.confirmationSize ?? 0,
          uploadedAt: row.confirmationUploadedAt?.toISOString() ?? '',
        }
      : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
  };
}

export async function getMedicalDependency(
  db: Db | Tx,
  accountCode: string,
): Promise<MedicalDependency | null> {
  const [row] = await db
    .select(SUMMARY)
    .from(medicalDependencies)
    .where(eq(medicalDependencies.accountCode, accountCode));
  return row === undefined ? null : toDependency(row);
}

/**
 * The owner's declaration. A first application, or one after a decline, starts pending with
 * no file; while pending, sending it again corrects the details (the same details twice
 * change nothing). A confirmed one is not reopened here: a change goes through staff.
 */
export async function applyForMedicalDependency(
  db: Db,
  accountCode: string,
  caller: Caller,
  request: MedicalDependencyRequest,
  now: Date,
): Promise<MedicalDependency> {
  const details = {
    dependentName: request.dependentName,
    need: request.need,
    contactPhone: request.contactPhone,
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ state: medicalDependencies.state })
      .from(medicalDependencies)
      .where(eq(medicalDependencies.accountCode, accountCode))
      .for('update');
    if (existing?.state === 'confirmed') {
      throw AppError.conflict(
        'Your medical dependency is already confirmed. To change the details, please call us.',
      );
    }
    if (existing?.state === 'pending') {
      await tx
        .update(medicalDependencies)
        .set(details)
        .where(eq(medicalDependencies.accountCode, accountCode));
    } else {
      const fresh = {
        ...details,
        declaredBy: caller.userGuid,
        declaredAt: now,
        state: 'pending',
        confirmation: null,
        confirmationType: null,
        confirmationSize: null,
        confirmationUploadedAt: null,
        decidedBy: null,
        decidedAt: null,
        declineReason: null,
      };
      await tx
        .insert(medicalDependencies)
        .values({ accountCode, ...fresh })
        .onConflictDoUpdate({ target: medicalDependencies.accountCode, set: fresh });
    }
    const [row] = await tx
      .select(SUMMARY)
      .from(medicalDependencies)
      .where(eq(medicalDependencies.accountCode, accountCode));
    if (row === undefined) throw new Error('medical dependency not recorded');
    return toDependency(row);
  });
}

/**
 * Keeps the practitioner's confirmation on a pending application, checked by its size and
 * first bytes whatever it claims to be; a refused file leaves nothing stored. A new upload
 * replaces the last one.
 */
export async function uploadConfirmation(
  db: Db,
  accountCode: string,
  file: Buffer,
  now: Date,
): Promise<MedicalDependency> {
  const check = checkConfirmationFile(file.length, file.subarray(0, 8));
  if (!check.ok) {
    throw new AppError({
      code: 'confirmation_refused',
      statusCode: file.length === 0 ? 400 : check.message.includes('5 MB') ? 413 : 415,
      title: 'Bad Request',
      message: check.message,
    });
  }
  const [row] = await db
    .update(medicalDependencies)
    .set({
      confirmation: new Uint8Array(file),
      confirmationType: check.type,
      confirmationSize: file.length,
      confirmationUploadedAt: now,
    })
    .where(
      and(
        eq(medicalDependencies.accountCode, accountCode),
        eq(medicalDependencies.state, 'pending'),
      ),
    )
    .returning(SUMMARY);
  if (row === undefined) {
    throw AppError.conflict(
      'Please send the declaration first; the confirmation goes with a pending application.',
    );
  }
  return toDependency(row);
}

export async function getConfirmationFile(
  db: Db,
  accountCode: string,
): Promise<{ bytes: Uint8Array; type: string }> {
  const [row] = await db
    .select({
      bytes: medicalDependencies.confirmation,
      type: medicalDependencies.confirmationType,
    })
    .from(medicalDependencies)
    .where(eq(medicalDependencies.accountCode, accountCode));
  if (row?.bytes == null || row.type === null) {
    throw AppError.notFound('There is no confirmation file on this account.');
  }
  return { bytes: row.bytes, type: row.type };
}

export type MedicalDependencyDecision = { confirm: true } | { confirm: false; reason: string };

/**
 * Staff confirm a pending application, or decline it with a reason the customer sees. A
 * second click of the same decision changes nothing; a decided one is not decided again.
 */
export async function decideMedicalDependency(
  db: Db,
  caller: Caller,
  accountCode: string,
  decision: MedicalDependencyDecision,
  now: Date,
  ip: string,
): Promise<MedicalDependency> {
  const state = decision.confirm ? 'confirmed' : 'declined';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(medicalDependencies)
      .set({
        state,
        decidedBy: caller.userGuid,
        decidedAt: now,
        declineReason: decision.confirm ? null : decision.reason,
      })
      .where(
        and(
          eq(medicalDependencies.accountCode, accountCode),
          eq(medicalDependencies.state, 'pending'),
        ),
      )
      .returning(SUMMARY);
    if (row !== undefined) {
      await tx.insert(auditLog).values({
        actor: caller.userGuid,
        actorPool: caller.pool,
        action: `medical-dependency-${state}`,
        accountCode,
        ip,
        details: decision.confirm ? {} : { reason: decision.reason },
      });
      return toDependency(row);
    }
    const current = await getMedicalDependency(tx, accountCode);
    if (current === null)
      throw AppError.notFound('This account has no medical dependency application.');
    if (current.state === state) return current;
    throw AppError.conflict(`This application has already been ${current.state}.`);
  });
}
