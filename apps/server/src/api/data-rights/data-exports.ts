import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { formatDate, toNzDateKey } from '@portal/domain';
import type { DataExport } from '@portal/contracts';
import type { Db } from '../../db/client';
import { auditLog, dataExports } from '../../db/schema';
import { raisePersonalNotice, type NoticeSettings } from '../../notifications/notices';
import { AppError } from '../../platform/app-error';
import { buildArchive } from './build-archive';
import { gatherPersonalData } from './gather-personal-data';

/** An archive is kept this long after it was asked for, then deleted. */
export const DATA_EXPORT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** The largest archive kept in the database; a larger one is marked failed. */
export const DATA_EXPORT_MAX_BYTES = 20 * 1024 * 1024;

const listed = {
  id: dataExports.id,
  state: dataExports.state,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  sizeBytes: dataExports.sizeBytes,
};

type ListedRow = {
  id: string;
  state: string;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date;
  sizeBytes: number | null;
};

function toDataExport(row: ListedRow, now: Date): DataExport {
  const expired = row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    state: expired ? 'expired' : (row.state as DataExport['state']),
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    sizeBytes: row.sizeBytes,
  };
}

/**
 * Asks for the person's archive. One a New Zealand day: asking again (a double click, a
 * retry) answers the one already asked for, preparing or ready.
 */
export async function requestDataExport(db: Db, userGuid: string, now: Date): Promise<DataExport> {
  const requestedOn = toNzDateKey(now);
  await db
    .insert(dataExports)
    .values({
      id: randomUUID(),
      userGuid,
      requestedOn,
      requestedAt: now,
      expiresAt: new Date(now.getTime() + DATA_EXPORT_KEPT_MS),
    })
    .onConflictDoNothing({ target: [dataExports.userGuid, dataExports.requestedOn] });
  const [row] = await db
    .select(listed)
    .from(dataExports)
    .where(and(eq(dataExports.userGuid, userGuid), eq(dataExports.requestedOn, requestedOn)));
  if (row === undefined) throw new Error('data export vanished as it was asked for');
  return toDataExport(row, now);
}

export async function listDataExports(db: Db, userGuid: string, now: Date): Promise<DataExport[]> {
  const rows = await db
    .select(listed)
    .from(dataExports)
    .where(eq(dataExports.userGuid, userGuid))
    .orderBy(desc(dataExports.requestedAt));
  return rows.map((row) => toDataExport(row, now));
}

/** The archive's bytes, for its owner only; not while preparing, nor once expired. */
export async function findArchive(
  db: Db,
  userGuid: string,
  exportId: string,
  now: Date,
): Promise<Uint8Array> {
  const [row] = await db
    .select({
      archive: dataExports.archive,
      state: dataExports.state,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userGuid, userGuid)));
  if (row === undefined) throw AppError.notFound('We could not find that download.');
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw AppError.notFound('That download has expired. Please ask for your data again.');
  }
  if (row.state !== 'ready' || row.archive === null) {
    throw AppError.conflict('Your data is still being prepared.');
  }
  return row.archive;
}

/** Where the archive is downloaded: My details' "Your data" section. */
export const YOUR_DATA_PATH = '/account/my-details#your-data';

/**
 * Tells the person, once per archive, that it can be downloaded: in their own bell and by
 * email to their log-in address (a personal notice, not the household's: decision 064).
 */
async function tellReady(
  db: Db,
  settings: ExportSettings,
  ready: { exportId: string; userGuid: string; expiresAt: Date },
): Promise<void> {
  await raisePersonalNotice(db, settings, {
    dedupeKey: `your-data:${ready.exportId}`,
    userGuid: ready.userGuid,
    kind: 'your-data',
    title: 'Your data is ready',
    body: `The copy of your data you asked for is ready to download until ${formatDate(ready.expiresAt)}.`,
    linkPath: YOUR_DATA_PATH,
    actionLabel: 'Download my data',
    footer: 'You get this because you asked for a copy of your data.',
  });
}

export type ExportSettings = NoticeSettings;

/**
 * Prepares every archive asked for and not yet made. Each row is claimed with
 * FOR UPDATE SKIP LOCKED inside its own transaction, so two servers never build the same
 * one, and the archive, its state and the email commit together. Answers how many it made.
 */
export async function prepareDataExports(
  db: Db,
  settings: ExportSettings,
  now: () => Date = () => new Date(),
): Promise<number> {
  let made = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.execute(sql`
        select id, user_guid, expires_at from data_exports where state = 'preparing'
        order by created_at limit 1 for update skip locked`);
      const [row] = claimed.rows as { id: string; user_guid: string; expires_at: Date | string }[];
      if (row === undefined) return false;
      const preparedAt = now();
      const archive = buildArchive(await gatherPersonalData(tx, row.user_guid), preparedAt);
      const tooBig = archive.byteLength > DATA_EXPORT_MAX_BYTES;
      await tx
        .update(dataExports)
        .set(
          tooBig
            ? { state: 'failed', sizeBytes: archive.byteLength }
            : {
                state: 'ready',
                readyAt: preparedAt,
                archive: Buffer.from(archive),
                sizeBytes: archive.byteLength,
              },
        )
        .where(eq(dataExports.id, row.id));
      await tx.insert(auditLog).values({
        actor: row.user_guid,
        actorPool: 'customer',
        action: tooBig ? 'data-export-too-large' : 'data-export-prepared',
        details: { exportId: row.id, sizeBytes: archive.byteLength },
      });
      if (!tooBig) {
        await tellReady(tx, settings, {
          exportId: row.id,
          userGuid: row.user_guid,
          expiresAt: new Date(row.expires_at),
        });
      }
      return true;
    });
    if (!done) return made;
    made += 1;
  }
}
