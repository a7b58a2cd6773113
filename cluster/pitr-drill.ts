import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { chown, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { recoverySettings } from './recovery-settings';
import {
  CLUSTER_DIR,
  DATABASE_NAME,
  DATABASE_URL,
  PG_BIN,
  PORTS,
  asPostgres,
  currentPrimary,
  postgresIds,
  waitFor,
} from './topology';

/**
 * `npm run cluster -- pitr-drill`: the point-in-time restore of docs/operations.md, run
 * against the running cluster without touching its nodes. A base backup of the primary
 * through HAProxy; a row of the drill's own written after it, the database's now() noted as
 * T, then a bad change a second later; the WAL holding both archived; the backup restored
 * into a scratch folder and replayed from the archive to T on a spare port; there the row
 * must be as it was at T and the bad change absent. Exit 0 only when every check holds.
 */
export const DRILL_DIR = path.join(CLUSTER_DIR, 'drill');
const ARCHIVE_DIR = path.join(CLUSTER_DIR, 'wal-archive');
/** A loopback port none of the cluster's pieces uses. */
export const DRILL_PORT = 8495;
/** The drill's own table in the portal database: it never touches the portal's rows. */
const TABLE = 'pitr_drill';

export interface DrillCheck {
  what: string;
  ok: boolean;
  detail: string;
}

export interface DrillResult {
  targetTime: string;
  backupSeconds: number;
  backupBytes: number;
  archiveWaitSeconds: number;
  unpackSeconds: number;
  restoreSeconds: number;
  stoppedAt: string | undefined;
  checks: DrillCheck[];
  ok: boolean;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/** A command as the postgres user; throws with its output on failure. */
function runAsPostgres(command: string, args: string[]): string {
  const [file, argv] = asPostgres(command, args);
  return execFileSync(file, argv, { cwd: DRILL_DIR, encoding: 'utf8', stdio: 'pipe' });
}

/** A PostgreSQL program of PG_BIN, as the postgres user. */
function pgProgram(program: string, args: string[]): string {
  return runAsPostgres(path.join(PG_BIN, program), args);
}

/** A folder of the postgres user's, mode 700, as PostgreSQL wants its data folder. */
async function postgresFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    await chown(folder, uid, gid);
  }
}

function folderBytes(folder: string): number {
  return readdirSync(folder).reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0);
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.createConnection({ host: '127.0.0.1', port });
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => {
      resolve(true);
    });
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A server stopped under an open connection is reported through the query, not here.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function isPromoted(url: string): Promise<boolean> {
  try {
    return await withClient(url, async (client) => {
      const { rows } = await client.query<{ recovering: boolean }>(
        'select pg_is_in_recovery() as recovering',
      );
      return rows[0]?.recovering === false;
    });
  } catch {
    return false;
  }
}

/** Stops a scratch instance left in the folder (a drill interrupted before its end). */
function stopScratch(dataDir: string): void {
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  try {
    pgProgram('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  } catch {
    // not running after all: a stale pid file
  }
}

export async function pitrDrill(log: (line: string) => void = console.log): Promise<DrillResult> {
  const primary = await currentPrimary();
  if (primary === undefined) {
    throw new Error('no primary: start the cluster first (npm run cluster)');
  }
  const backupDir = path.join(DRILL_DIR, 'backup');
  stopScratch(path.join(DRILL_DIR, 'data'));
  await rm(DRILL_DIR, { recursive: true, force: true });
  if (!(await portIsFree(DRILL_PORT))) throw new Error(`port ${String(DRILL_PORT)} is taken`);
  await postgresFolder(DRILL_DIR);

  // 1. The base backup, as the runbook takes it: from the primary through HAProxy.
  log(`1. base backup of the primary (${primary.name}) through HAProxy :${String(PORTS.database)}`);
  const started = performance.now();
  pgProgram('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(PORTS.database), '-U', 'replicator'],
    ...['-D', backupDir, '-Ft', '-z', '-Xs', '--checkpoint=fast'],
  ]);
  const backupSeconds = seconds(started);
  const backupBytes = folderBytes(backupDir);
  log(
    `   ${backupSeconds.toFixed(1)} s, ${(backupBytes / 1e6).toFixed(1)} MB: ${readdirSync(backupDir).join(', ')}`,
  );

  try {
    return await writeAndRestore(log, { backupSeconds, backupBytes });
  } finally {
    await withClient(DATABASE_URL, (client) => client.query(`drop table if exists ${TABLE}`));
  }
}

async function writeAndRestore(
  log: (line: string) => void,
  backup: { backupSeconds: number; backupBytes: number },
): Promise<DrillResult> {
  const backupDir = path.join(DRILL_DIR, 'backup');
  const dataDir = path.join(DRILL_DIR, 'data');
  const scratchUrl = `postgres://postgres@127.0.0.1:${String(DRILL_PORT)}/${DATABASE_NAME}`;
  // 2. A row before T, T itself, and a bad change after it.
  const runId = `drill-${new Date().toISOString()}`;
  const targetTime = await withClient(DATABASE_URL, async (client) => {
    await client.query(
      `create table if not exists ${TABLE} (id text primary key, note text not null, written_at timestamptz not null default clock_timestamp())`,
    );
    await client.query(`insert into ${TABLE} (id, note) values ($1, 'written before T')`, [runId]);
    const { rows } = await client.query<{ t: string }>('select now()::text as t');
    const t = rows[0]?.t;
    if (t === undefined) throw new Error('no now() from the primary');
    await delay(1_000);
    await client.query(`update ${TABLE} set note = 'bad change after T' where id = $1`, [runId]);
    await client.query(`insert into ${TABLE} (id, note) values ($1, 'written after T')`, [
      `${runId}-after`,
    ]);
    return t;
  });
  log(`2. wrote ${TABLE} row ${runId}; T = ${targetTime}; then updated it and added another`);

  // 3. The segment holding the bad change, switched out and archived.
  let started = performance.now();
  const segment = await withClient(DATABASE_URL, async (client) => {
    const { rows } = await client.query<{ segment: string }>(
      'select pg_walfile_name(pg_switch_wal()) as segment',
    );
    return rows[0]?.segment;
  });
  if (segment === undefined) throw new Error('pg_switch_wal() answered nothing');
  await waitFor(
    `WAL segment ${segment} in ${ARCHIVE_DIR}`,
    () => Promise.resolve(existsSync(path.join(ARCHIVE_DIR, segment))),
    120_000,
  );
  const archiveWaitSeconds = seconds(started);
  log(`3. ${segment} archived after ${archiveWaitSeconds.toFixed(1)} s`);

  // 4. The backup unpacked into a scratch data folder, replayed to T on a spare port.
  started = performance.now();
  await postgresFolder(dataDir);
  runAsPostgres('tar', ['-xzf', path.join(backupDir, 'base.tar.gz'), '-C', dataDir]);
  runAsPostgres('tar', [
    '-xzf',
    path.join(backupDir, 'pg_wal.tar.gz'),
    '-C',
    path.join(dataDir, 'pg_wal'),
  ]);
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    recoverySettings({
      archiveDir: ARCHIVE_DIR,
      targetTime,
      dataDir,
      port: DRILL_PORT,
      socketDir: DRILL_DIR,
      archive: false,
    }),
  );
  const signal = path.join(dataDir, 'recovery.signal');
  writeFileSync(signal, '');
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    await chown(signal, uid, gid);
  }
  const unpackSeconds = seconds(started);
  log(
    `4. unpacked in ${unpackSeconds.toFixed(1)} s; pg_ctl start on 127.0.0.1:${String(DRILL_PORT)}`,
  );

  const logFile = path.join(DRILL_DIR, 'postgres.log');
  const checks: DrillCheck[] = [];
  const check = (what: string, ok: boolean, detail: string) => {
    checks.push({ what, ok, detail });
  };
  let restoreSeconds: number;
  let stoppedAt: string | undefined;
  try {
    started = performance.now();
    const gone = () => {
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-6).join('\n');
      return new Error(`the restored copy stopped; the end of ${logFile}:\n${tail}`);
    };
    try {
      pgProgram('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '300', 'start']);
    } catch {
      throw gone();
    }
    // Replay goes on after pg_ctl returns (hot standby takes connections once consistent);
    // a replay that fails (e.g. the archive ends before the target) shuts the server down.
    const deadline = Date.now() + 300_000;
    while (!(await isPromoted(scratchUrl))) {
      if (!existsSync(path.join(dataDir, 'postmaster.pid'))) throw gone();
      if (Date.now() > deadline) throw new Error(`not promoted after 300 s (see ${logFile})`);
      await delay(250);
    }
    restoreSeconds = seconds(started);
    stoppedAt = readFileSync(logFile, 'utf8')
      .split('\n')
      .find((line) => /recovery stopping before (commit|abort)/.test(line));
    log(`   promoted after ${restoreSeconds.toFixed(1)} s`);

    // 5. The state at T.
    check(
      'replay stopped at the target, not at the end of the archive',
      stoppedAt !== undefined,
      stoppedAt?.replace(/^.*?LOG:\s*/, '') ?? `no "recovery stopping before" in ${logFile}`,
    );
    await withClient(scratchUrl, async (client) => {
      const { rows } = await client.query<{ id: string; note: string }>(
        `select id, note from ${TABLE} where id like $1 order by id`,
        [`${runId}%`],
      );
      const before = rows.find((row) => row.id === runId);
      check(
        'the row written before T is there as it was',
        before?.note === 'written before T',
        before === undefined ? 'missing' : `note: ${before.note}`,
      );
      check(
        'the row written after T is not',
        !rows.some((row) => row.id === `${runId}-after`),
        `${String(rows.length)} drill row(s) of this run`,
      );
      const { rows: accounts } = await client.query<{ count: string }>(
        'select count(*) as count from accounts',
      );
      const count = Number(accounts[0]?.count ?? 0);
      check('the portal’s own data came with it', count > 0, `${String(count)} accounts`);
      // A commit waits for synchronous_standby_names: a write that returns shows it is alone.
      const wrote = await Promise.race([
        client
          .query(`insert into ${TABLE} (id, note) values ($1, 'written on the restored copy')`, [
            `${runId}-restored`,
          ])
          .then(
            () => true,
            () => false,
          ),
        delay(10_000).then(() => false),
      ]);
      // A commit still waiting only ends with its server: stop it, or closing the client hangs.
      if (!wrote) stopScratch(dataDir);
      check(
        'the restored copy takes writes on its own',
        wrote,
        wrote ? 'insert committed' : 'insert still waiting after 10 s',
      );
    });
  } finally {
    // 6. The scratch instance stopped; its folders go once every check holds.
    stopScratch(dataDir);
  }
  const ok = checks.length > 0 && checks.every((each) => each.ok);
  if (ok) await rm(DRILL_DIR, { recursive: true, force: true });
  return {
    targetTime,
    ...backup,
    archiveWaitSeconds,
    unpackSeconds,
    restoreSeconds,
    stoppedAt,
    checks,
    ok,
  };
}

/** The drill's outcome as the command prints it. */
export function drillReport(result: DrillResult): string {
  return [
    ...result.checks.map((each) => `${each.ok ? 'ok  ' : 'FAIL'} ${each.what}: ${each.detail}`),
    `base backup ${result.backupSeconds.toFixed(1)} s, ${(result.backupBytes / 1e6).toFixed(1)} MB; ` +
      `archive wait ${result.archiveWaitSeconds.toFixed(1)} s; unpack ${result.unpackSeconds.toFixed(1)} s; ` +
      `restore until promoted ${result.restoreSeconds.toFixed(1)} s`,
    result.ok
      ? `point-in-time restore to ${result.targetTime}: every check holds (${DRILL_DIR} removed)`
      : `point-in-time restore to ${result.targetTime}: FAILED (scratch files kept in ${DRILL_DIR})`,
  ].join('\n');
}
