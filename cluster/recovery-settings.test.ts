import { describe, expect, it } from 'vitest';
import { confString, recoverySettings, type RecoverySettings } from './recovery-settings';

const settings: RecoverySettings = {
  archiveDir: '/srv/portal/.cluster/wal-archive',
  targetTime: '2026-11-28 14:04:59.123456+13',
  dataDir: '/srv/portal/.cluster/drill/data',
  port: 8495,
  socketDir: '/srv/portal/.cluster/drill',
  archive: false,
};

/** The settings as name → value, the way PostgreSQL reads the appended lines. */
function parse(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^(\w+) = (.*)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) found.set(match[1], match[2]);
  }
  return found;
}

describe('recoverySettings', () => {
  it('replays the archive to the moment and then promotes', () => {
    const lines = parse(recoverySettings(settings));
    expect(lines.get('restore_command')).toBe("'cp /srv/portal/.cluster/wal-archive/%f %p'");
    expect(lines.get('recovery_target_time')).toBe("'2026-11-28 14:04:59.123456+13'");
    expect(lines.get('recovery_target_action')).toBe("'promote'");
  });

  it('overrides what the backup brought from its Patroni node', () => {
    const lines = parse(recoverySettings(settings));
    expect(lines.get('listen_addresses')).toBe("'127.0.0.1'");
    expect(lines.get('port')).toBe('8495');
    expect(lines.get('unix_socket_directories')).toBe("'/srv/portal/.cluster/drill'");
    expect(lines.get('hba_file')).toBe("'/srv/portal/.cluster/drill/data/pg_hba.conf'");
    expect(lines.get('ident_file')).toBe("'/srv/portal/.cluster/drill/data/pg_ident.conf'");
    expect(lines.get('synchronous_standby_names')).toBe("''");
    expect(lines.get('archive_mode')).toBe("'off'");
  });

  it('keeps archiving on for a restore that becomes the cluster again', () => {
    expect(parse(recoverySettings({ ...settings, archive: true })).get('archive_mode')).toBe(
      "'on'",
    );
  });

  it('starts on a line of its own, so it can be appended to any postgresql.conf', () => {
    expect(recoverySettings(settings).startsWith('\n')).toBe(true);
    expect(recoverySettings(settings).endsWith('\n')).toBe(true);
  });

  it('refuses paths a shell command or a setting would need quoting for', () => {
    expect(() => recoverySettings({ ...settings, archiveDir: '/srv/my archive' })).toThrow(
      /WAL archive/,
    );
    expect(() => recoverySettings({ ...settings, dataDir: "/srv/it's" })).toThrow(/data folder/);
    expect(() => recoverySettings({ ...settings, socketDir: 'relative/dir' })).toThrow(
      /socket folder/,
    );
  });
});

describe('confString', () => {
  it('quotes a value and doubles a quote inside it', () => {
    expect(confString('')).toBe("''");
    expect(confString("it's")).toBe("'it''s'");
  });
});
