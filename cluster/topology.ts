import { spawn, execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { chown, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ensureServerBuild } from '../scripts/ensure-server-build';

/**
 * The highly available topology on loopback (docs/operations.md): etcd, two PostgreSQL 15
 * nodes under Patroni (a primary and a synchronous replica), HAProxy in front of both the
 * portals (8480) and the database (8485, to whichever node Patroni's REST calls primary),
 * and three portal processes. Everything lives in `.cluster/` at the repository root.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const CLUSTER_DIR = process.env.CLUSTER_DIR ?? path.join(REPO_ROOT, '.cluster');
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const PORTS = {
  front: 8480,
  database: 8485,
  haproxyStats: 8486,
  etcdClient: 8477,
  etcdPeer: 8478,
};

export interface PgNode {
  name: string;
  pgPort: number;
  restPort: number;
}
export const PG_NODES: readonly PgNode[] = [
  { name: 'pg1', pgPort: 8491, restPort: 8481 },
  { name: 'pg2', pgPort: 8492, restPort: 8482 },
];

export interface Portal {
  name: string;
  port: number;
}
export const PORTALS: readonly Portal[] = [
  { name: 'portal1', port: 8501 },
  { name: 'portal2', port: 8502 },
  { name: 'portal3', port: 8503 },
];

export const FRONT_URL = `http://127.0.0.1:${String(PORTS.front)}`;
export const DATABASE_NAME = 'portal';
export const DATABASE_URL = `postgres://postgres@127.0.0.1:${String(PORTS.database)}/${DATABASE_NAME}`;
const HAPROXY_SOCKET = path.join(CLUSTER_DIR, 'haproxy.sock');
/** How long a portal answers 503 after SIGTERM while HAProxy's checks notice (ms). */
const PORTAL_DRAIN_MS = 3_000;

const logDir = () => path.join(CLUSTER_DIR, 'logs');
const pidFile = (name: string) => path.join(CLUSTER_DIR, 'pids', `${name}.pid`);

export function readPid(name: string): number | undefined {
  try {
    const pid = Number(readFileSync(pidFile(name), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/**
 * A command line that runs as the postgres user when we are root (PostgreSQL refuses root):
 * setpriv execs the program (unlike runuser, which stays as a parent), so a pid is its own.
 */
export function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]]
    : [command, args];
}

/**
 * Starts a long-running process of the cluster's, detached, its output in logs/<name>.log and
 * its pid in pids/<name>.pid; `asPostgres` runs it as the postgres user (asPostgres above).
 */
function launch(
  name: string,
  command: string,
  args: string[],
  options: { env?: Record<string, string>; asPostgres?: boolean } = {},
): number {
  mkdirSync(logDir(), { recursive: true });
  mkdirSync(path.dirname(pidFile(name)), { recursive: true });
  const out = openSync(path.join(logDir(), `${name}.log`), 'a');
  const [file, argv] = options.asPostgres === true ? asPostgres(command, args) : [command, args];
  const child = spawn(file, argv, {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...options.env },
  });
  closeSync(out);
  child.unref();
  if (child.pid === undefined) throw new Error(`${name}: did not start`);
  writeFileSync(pidFile(name), String(child.pid));
  return child.pid;
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  ms: number,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await delay(250);
  }
  throw new Error(`${what}: not ready after ${String(ms / 1000)} s (see ${logDir()})`);
}

async function httpStatus(url: string, timeoutMs = 2_000): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  await response.body?.cancel();
  return response.status;
}

// ---------------------------------------------------------------- etcd

function startEtcd(): void {
  const data = path.join(CLUSTER_DIR, 'etcd');
  mkdirSync(data, { recursive: true });
  const client = `http://127.0.0.1:${String(PORTS.etcdClient)}`;
  const peer = `http://127.0.0.1:${String(PORTS.etcdPeer)}`;
  launch('etcd', 'etcd', [
    '--name=etcd1',
    `--data-dir=${data}`,
    `--listen-client-urls=${client}`,
    `--advertise-client-urls=${client}`,
    `--listen-peer-urls=${peer}`,
    `--initial-advertise-peer-urls=${peer}`,
    `--initial-cluster=etcd1=${peer}`,
    '--initial-cluster-state=new',
    '--enable-v2=true',
    '--logger=zap',
    '--log-outputs=stderr',
  ]);
}

// ---------------------------------------------------------------- Patroni

function patroniConfig(node: PgNode): string {
  const dir = path.join(CLUSTER_DIR, node.name);
  const archive = path.join(CLUSTER_DIR, 'wal-archive');
  // JSON is YAML: no YAML writer needed.
  return JSON.stringify(
    {
      scope: 'portal',
      name: node.name,
      log: { level: 'INFO' },
      restapi: {
        listen: `127.0.0.1:${String(node.restPort)}`,
        connect_address: `127.0.0.1:${String(node.restPort)}`,
      },
      etcd3: { hosts: [`127.0.0.1:${String(PORTS.etcdClient)}`] },
      bootstrap: {
        dcs: {
          // A lost primary's leader key expires after ttl; the replica then takes over.
          ttl: 10,
          loop_wait: 2,
          retry_timeout: 3,
          maximum_lag_on_failover: 1_048_576,
          // Commits wait for the replica: an acknowledged write survives the primary's loss.
          synchronous_mode: true,
          postgresql: {
            use_pg_rewind: true,
            use_slots: true,
            parameters: {
              wal_level: 'replica',
              hot_standby: 'on',
              wal_log_hints: 'on',
              max_wal_senders: 10,
              max_replication_slots: 10,
              max_connections: 200,
              wal_keep_size: '256MB',
              archive_mode: 'on',
              // Point-in-time restore: every WAL segment, from whichever node is primary.
              archive_command: `test ! -f ${archive}/%f && cp %p ${archive}/%f`,
              archive_timeout: 60,
            },
          },
        },
        initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, 'data-checksums'],
        pg_hba: [
          'local all all trust',
          'host replication replicator 127.0.0.1/32 trust',
          'host all all 127.0.0.1/32 trust',
        ],
      },
      postgresql: {
        listen: `127.0.0.1:${String(node.pgPort)}`,
        connect_address: `127.0.0.1:${String(node.pgPort)}`,
        data_dir: path.join(dir, 'data'),
        bin_dir: PG_BIN,
        pgpass: path.join(dir, 'pgpass'),
        authentication: {
          superuser: { username: 'postgres', password: 'postgres' },
          replication: { username: 'replicator', password: 'replicator' },
          rewind: { username: 'postgres', password: 'postgres' },
        },
        parameters: { unix_socket_directories: dir, shared_buffers: '64MB' },
      },
      tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
    },
    null,
    2,
  );
}

async function preparePgNode(node: PgNode): Promise<string> {
  const dir = path.join(CLUSTER_DIR, node.name);
  const archive = path.join(CLUSTER_DIR, 'wal-archive');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  mkdirSync(archive, { recursive: true, mode: 0o700 });
  const config = path.join(dir, 'patroni.yml');
  writeFileSync(config, patroniConfig(node));
  if (process.getuid?.() === 0) {
    // PostgreSQL refuses to run as root: its folders belong to the postgres user.
    const { uid, gid } = postgresIds();
    for (const each of [dir, archive, config]) await chown(each, uid, gid);
  }
  return config;
}

export async function startPatroni(node: PgNode): Promise<void> {
  const config = await preparePgNode(node);
  launch(node.name, 'patroni', [config], { asPostgres: true });
}

/** The node Patroni's REST calls primary (200 on /primary), if any. */
export async function currentPrimary(): Promise<PgNode | undefined> {
  for (const node of PG_NODES) {
    const status = await httpStatus(
      `http://127.0.0.1:${String(node.restPort)}/primary`,
      1_000,
    ).catch(() => 0);
    if (status === 200) return node;
  }
  return undefined;
}

/** Patroni's view of the cluster: members, roles, states and lag. */
export async function patroniCluster(): Promise<unknown> {
  for (const node of PG_NODES) {
    try {
      const response = await fetch(`http://127.0.0.1:${String(node.restPort)}/cluster`, {
        signal: AbortSignal.timeout(1_000),
      });
      return await response.json();
    } catch {
      // try the other node
    }
  }
  return undefined;
}

/** True once a primary and a streaming synchronous standby are both there. */
export async function isReplicatedSynchronously(): Promise<boolean> {
  const cluster = (await patroniCluster()) as
    { members?: { role: string; state: string }[] } | undefined;
  const members = cluster?.members ?? [];
  return (
    members.some((m) => m.role === 'leader' && m.state === 'running') &&
    members.some((m) => m.role === 'sync_standby' && ['running', 'streaming'].includes(m.state))
  );
}

/** The postmaster's pid of a node, from its data folder. */
export function postmasterPid(node: PgNode): number | undefined {
  try {
    const first = readFileSync(
      path.join(CLUSTER_DIR, node.name, 'data', 'postmaster.pid'),
      'utf8',
    ).split('\n')[0];
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loses a database node as a crash would: kill -9 of its Patroni and its postmaster at once,
 * so nothing is left on that node to restart PostgreSQL or hold the leader key.
 */
export function killPgNode(node: PgNode): void {
  for (const pid of [readPid(node.name), postmasterPid(node)]) {
    if (isAlive(pid)) process.kill(pid as number, 'SIGKILL');
  }
}

// ---------------------------------------------------------------- HAProxy

function haproxyConfig(): string {
  const portals = PORTALS.map((p) => `  server ${p.name} 127.0.0.1:${String(p.port)} check`);
  const nodes = PG_NODES.map(
    (n) => `  server ${n.name} 127.0.0.1:${String(n.pgPort)} check port ${String(n.restPort)}`,
  );
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${HAPROXY_SOCKET} mode 600 level admin`,
    '',
    'defaults',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout check 2s',
    '',
    '# The portals: round robin, each checked on /readyz (503 while it drains or starts).',
    `frontend portal`,
    '  mode http',
    `  bind 127.0.0.1:${String(PORTS.front)}`,
    '  option forwardfor',
    // While the database fails over, every /readyz fails at once; rather than answer 503
    // from here, send requests to the portals that are alive: they wait for the database.
    '  use_backend portals_alive if { nbsrv(portals) lt 1 }',
    '  default_backend portals',
    '',
    'backend portals_alive',
    '  mode http',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    '  option http-buffer-request',
    '  retries 3',
    '  retry-on conn-failure 503',
    '  option redispatch 1',
    '  default-server inter 1s fall 2 rise 1',
    ...portals,
    '',
    'backend portals',
    '  mode http',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // A refused connection or a draining portal's 503 means the request never ran there:
    // send it to another portal. (Never on a cut response: that request may have run.)
    '  option http-buffer-request',
    '  retries 3',
    '  retry-on conn-failure 503',
    '  option redispatch 1',
    '  default-server inter 1s fall 2 rise 1 slowstart 0s',
    ...portals,
    '',
    "# The database: whichever node Patroni's REST calls primary; sessions to a node that",
    '# stops being primary are cut, so no one keeps writing to a demoted node.',
    'listen postgres',
    '  mode tcp',
    `  bind 127.0.0.1:${String(PORTS.database)}`,
    '  timeout client 30m',
    '  timeout server 30m',
    '  option httpchk GET /primary',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions',
    ...nodes,
    '',
    'listen stats',
    '  mode http',
    `  bind 127.0.0.1:${String(PORTS.haproxyStats)}`,
    '  stats enable',
    '  stats uri /',
    '  stats refresh 2s',
    '',
  ].join('\n');
}

function startHaproxy(): void {
  const config = path.join(CLUSTER_DIR, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig());
  execFileSync('haproxy', ['-c', '-q', '-f', config]);
  // -db: stay in the foreground (the pid is HAProxy's own), log to the log file.
  launch('haproxy', 'haproxy', ['-db', '-f', config]);
}

/** One command on HAProxy's admin socket (e.g. `set server portals/portal1 state drain`). */
export async function haproxyCommand(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(HAPROXY_SOCKET);
    let answer = '';
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => {
      resolve(answer);
    });
    socket.on('error', reject);
  });
}

/** HAProxy's current sessions on one server (`show stat`'s scur). */
async function currentSessions(backend: string, server: string): Promise<number> {
  const csv = await haproxyCommand('show stat');
  const header = csv.split('\n')[0]?.replace(/^# /, '').split(',') ?? [];
  const scur = header.indexOf('scur');
  for (const line of csv.split('\n')) {
    const cells = line.split(',');
    if (cells[0] === backend && cells[1] === server) return Number(cells[scur]);
  }
  return 0;
}

// ---------------------------------------------------------------- portals

export function startPortal(portal: Portal, extraEnv: Record<string, string> = {}): void {
  launch(portal.name, process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(portal.port),
      PUBLIC_URL: FRONT_URL,
      DATABASE_URL,
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      SHUTDOWN_DRAIN_MS: String(PORTAL_DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: '20000',
      // The idle timeout's default suits people; the end-to-end suite's setup lasts longer.
      SESSION_IDLE_TIMEOUT: process.env.SESSION_IDLE_TIMEOUT ?? '1800',
      // Prometheus metrics of each process, on loopback only (decision 034): 9464-9466.
      METRICS_PORT: String(9464 + PORTALS.indexOf(portal)),
      ...extraEnv,
    },
  });
}

export async function waitForPortal(portal: Portal, ms = 240_000): Promise<void> {
  await waitFor(
    portal.name,
    async () => {
      if (!isAlive(readPid(portal.name))) throw new Error(`${portal.name} exited`);
      return (await httpStatus(`http://127.0.0.1:${String(portal.port)}/readyz`)) === 200;
    },
    ms,
  );
}

/** SIGTERM, then SIGKILL after `ms`: resolves when the process is gone. */
export async function stopProcess(name: string, ms = 25_000): Promise<void> {
  const pid = readPid(name);
  if (!isAlive(pid)) return;
  process.kill(pid as number, 'SIGTERM');
  const deadline = Date.now() + ms;
  while (isAlive(pid) && Date.now() < deadline) await delay(100);
  if (isAlive(pid)) process.kill(pid as number, 'SIGKILL');
  while (isAlive(pid)) await delay(50);
}

export function killPortal(portal: Portal): void {
  const pid = readPid(portal.name);
  if (isAlive(pid)) process.kill(pid as number, 'SIGKILL');
}

/**
 * A rolling restart, one portal at a time: HAProxy stops sending it new requests (drain),
 * its open requests finish, SIGTERM, a fresh process starts, and HAProxy sends to it again
 * once /readyz answers. Requests are never refused: the other two serve meanwhile.
 */
export async function rollingRestart(log: (line: string) => void = console.log): Promise<void> {
  for (const portal of PORTALS) {
    log(`rolling restart: ${portal.name}`);
    await haproxyCommand(`set server portals/${portal.name} state drain`);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await currentSessions('portals', portal.name)) > 0) {
      await delay(100);
    }
    await stopProcess(portal.name);
    startPortal(portal);
    await waitForPortal(portal);
    await haproxyCommand(`set server portals/${portal.name} state ready`);
    // Wait for HAProxy's own check to see it up before the next one goes.
    await waitFor(
      `${portal.name} up in HAProxy`,
      async () => (await serverStatus('portals', portal.name)).startsWith('UP'),
      10_000,
    );
  }
}

export async function serverStatus(backend: string, server: string): Promise<string> {
  const csv = await haproxyCommand('show stat');
  const header = csv.split('\n')[0]?.replace(/^# /, '').split(',') ?? [];
  const status = header.indexOf('status');
  for (const line of csv.split('\n')) {
    const cells = line.split(',');
    if (cells[0] === backend && cells[1] === server) return cells[status] ?? '';
  }
  return '';
}

// ---------------------------------------------------------------- the whole cluster

async function createDatabase(): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({
    connectionString: DATABASE_URL.replace(`/${DATABASE_NAME}`, '/postgres'),
  });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [
      DATABASE_NAME,
    ]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
}

export interface StartOptions {
  fresh?: boolean;
  log?: (line: string) => void;
  portalEnv?: Record<string, string>;
}

export async function startCluster(options: StartOptions = {}): Promise<void> {
  const log = options.log ?? console.log;
  if (options.fresh === true) {
    await stopCluster(log);
    await rm(CLUSTER_DIR, { recursive: true, force: true });
  }
  mkdirSync(CLUSTER_DIR, { recursive: true });
  if (!isAlive(readPid('etcd'))) {
    log(`etcd on 127.0.0.1:${String(PORTS.etcdClient)}`);
    startEtcd();
    await waitFor(
      'etcd',
      async () => (await httpStatus(`http://127.0.0.1:${String(PORTS.etcdClient)}/health`)) === 200,
      30_000,
    );
  }
  for (const node of PG_NODES) {
    if (isAlive(readPid(node.name))) continue;
    log(
      `Patroni ${node.name}: PostgreSQL on ${String(node.pgPort)}, REST on ${String(node.restPort)}`,
    );
    await startPatroni(node);
    // The first node bootstraps alone, then the second clones it from the primary.
    if (node === PG_NODES[0] && !existsSync(path.join(CLUSTER_DIR, 'pg2', 'data'))) {
      await waitFor('a primary', async () => (await currentPrimary()) !== undefined, 120_000);
    }
  }
  await waitFor('a primary', async () => (await currentPrimary()) !== undefined, 120_000);
  log('waiting for the synchronous replica');
  await waitFor('a synchronous replica', isReplicatedSynchronously, 180_000);
  if (!isAlive(readPid('haproxy'))) {
    log(
      `HAProxy: portals on ${String(PORTS.front)}, database on ${String(PORTS.database)}, stats on ${String(PORTS.haproxyStats)}`,
    );
    startHaproxy();
  }
  await waitFor(
    'the database through HAProxy',
    async () => {
      await createDatabase();
      return true;
    },
    60_000,
  );
  // Built once here: three portals starting together would each rebuild a stale web app.
  if (options.portalEnv?.SERVE_WEB !== 'false') {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'web-build.mjs')], {
      stdio: 'inherit',
    });
  }
  // Likewise the compiled server: three portals would otherwise each build it at once.
  ensureServerBuild();
  // The first portal migrates and seeds alone; the other two then find it done.
  for (const group of [PORTALS.slice(0, 1), PORTALS.slice(1)]) {
    for (const portal of group) {
      if (isAlive(readPid(portal.name))) continue;
      log(`${portal.name} on ${String(portal.port)}`);
      startPortal(portal, options.portalEnv);
    }
    await Promise.all(group.map((portal) => waitForPortal(portal)));
  }
  await waitFor(
    'the front door',
    async () => (await httpStatus(`${FRONT_URL}/readyz`)) === 200,
    30_000,
  );
  log(`ready: ${FRONT_URL}`);
}

export async function stopCluster(log: (line: string) => void = console.log): Promise<void> {
  // Portals first (they drain), then the front door, then Patroni (which stops PostgreSQL;
  // replica before primary, so the primary never waits on a gone synchronous standby), etcd.
  await Promise.all(PORTALS.map((portal) => stopProcess(portal.name)));
  await stopProcess('haproxy', 5_000);
  const primary = await currentPrimary();
  const order = [...PG_NODES].sort((a) => (a === primary ? 1 : -1));
  for (const node of order) {
    await stopProcess(node.name, 60_000);
    const postmaster = postmasterPid(node);
    if (isAlive(postmaster)) {
      process.kill(postmaster as number, 'SIGINT');
      while (isAlive(postmaster)) await delay(100);
    }
  }
  await stopProcess('etcd', 10_000);
  log('cluster stopped');
}

export interface ClusterStatus {
  processes: Record<string, { pid: number | undefined; alive: boolean }>;
  primary: string | undefined;
  patroni: unknown;
  front: number;
}

export async function clusterStatus(): Promise<ClusterStatus> {
  const names = ['etcd', ...PG_NODES.map((n) => n.name), 'haproxy', ...PORTALS.map((p) => p.name)];
  const processes = Object.fromEntries(
    names.map((name) => {
      const pid = readPid(name);
      return [name, { pid, alive: isAlive(pid) }];
    }),
  );
  return {
    processes,
    primary: (await currentPrimary())?.name,
    patroni: await patroniCluster(),
    front: await httpStatus(`${FRONT_URL}/readyz`).catch(() => 0),
  };
}
