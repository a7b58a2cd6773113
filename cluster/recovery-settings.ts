/**
 * The settings a restored base backup needs to replay the WAL archive to a moment and then
 * run on its own (docs/operations.md, "Backups and point-in-time restore").
 *
 * A backup of a Patroni node carries Patroni's postgresql.conf, which names that node: its
 * port and socket folder, `hba_file` and `ident_file` by absolute path into its data folder,
 * `synchronous_standby_names` (a promoted copy would make every commit wait for a standby
 * that never comes), and the cluster's `archive_command` (a scratch copy would archive its
 * own new timeline into the cluster's archive). Appended at the end of postgresql.conf, these
 * lines win over the ones above them.
 */
export interface RecoverySettings {
  /** The folder of archived WAL segments that `restore_command` copies from. */
  archiveDir: string;
  /** The moment to stop at, as PostgreSQL reads a timestamptz (e.g. `now()::text`). */
  targetTime: string;
  /** The restored data folder (its own pg_hba.conf and pg_ident.conf). */
  dataDir: string;
  /** The loopback port it listens on. */
  port: number;
  /** Where its unix socket goes. */
  socketDir: string;
  /** Whether it archives its own WAL (false for a scratch copy beside a live cluster). */
  archive: boolean;
}

/** A path put into a shell command or a setting unquoted: plain characters only. */
function plainPath(what: string, value: string): string {
  if (!/^\/[\w./-]*$/.test(value)) {
    throw new Error(`${what} must be an absolute path of letters, digits, _ . / -: ${value}`);
  }
  return value;
}

/** A postgresql.conf string value: single quotes, a quote inside doubled. */
export function confString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** The lines to append to the restored postgresql.conf (then `touch recovery.signal`). */
export function recoverySettings(settings: RecoverySettings): string {
  const archive = plainPath('the WAL archive', settings.archiveDir);
  const data = plainPath('the data folder', settings.dataDir);
  const socket = plainPath('the socket folder', settings.socketDir);
  const lines: [string, string][] = [
    ['listen_addresses', confString('127.0.0.1')],
    ['port', String(settings.port)],
    ['unix_socket_directories', confString(socket)],
    ['hba_file', confString(`${data}/pg_hba.conf`)],
    ['ident_file', confString(`${data}/pg_ident.conf`)],
    ['synchronous_standby_names', confString('')],
    ['archive_mode', confString(settings.archive ? 'on' : 'off')],
    ['restore_command', confString(`cp ${archive}/%f %p`)],
    ['recovery_target_time', confString(settings.targetTime)],
    ['recovery_target_action', confString('promote')],
  ];
  return [
    '',
    '# Point-in-time restore: these override what the backup brought from its node.',
    ...lines.map(([name, value]) => `${name} = ${value}`),
    '',
  ].join('\n');
}
