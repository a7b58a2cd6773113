import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL instance of the soak's own, in a temporary folder, so it can be restarted in
 * the middle of the run without touching anyone else's database. initdb refuses to run as
 * root, so as root every server command runs as the postgres user.
 */
export interface SoakPostgres {
  url: string;
  restart(): Promise<void>;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

async function pgCommand(bin: string, args: string[]): Promise<void> {
  const binary = path.join(BIN, bin);
  if (process.getuid?.() === 0) {
    await run('runuser', ['-u', 'postgres', '--', binary, ...args], { timeout: 90_000 });
  } else {
    await run(binary, args, { timeout: 90_000 });
  }
}

async function postgresUid(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}

export async function startPostgres(port: number): Promise<SoakPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-soak-pg-'));
  const data = path.join(dir, 'data');
  const owner = await postgresUid();
  if (owner !== undefined) await chown(dir, owner.uid, owner.gid);
  await chmod(dir, 0o700);
  await pgCommand('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  // Loopback only; the unix socket stays in the temporary folder.
  const options = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${String(port)}`,
    `-c unix_socket_directories=${dir}`,
    `-c max_connections=100`,
    `-c fsync=off`,
    `-c shared_buffers=64MB`,
  ].join(' ');
  const logFile = path.join(dir, 'postgres.log');
  const ctl = (action: string[]) =>
    pgCommand('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', options, ...action]);
  await ctl(['start']);
  const url = `postgres://postgres@127.0.0.1:${String(port)}/portal_soak`;
  const admin = new pg.Client({ connectionString: url.replace('/portal_soak', '/postgres') });
  await admin.connect();
  await admin.query('create database portal_soak');
  await admin.end();

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // The soak's own checks also lose their connections when the server restarts.
  pool.on('error', () => undefined);
  return {
    url,
    restart: () => ctl(['restart', '-m', 'fast']),
    async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return (await pool.query<T>(text, values)).rows;
    },
    async stop() {
      await pool.end().catch(() => undefined);
      await ctl(['stop', '-m', 'immediate']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
