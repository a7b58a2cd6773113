// `npm audit --audit-level=high`, with one exception made visible: a registry that refuses the
// advisory endpoint (some mirrors answer 405) cannot be audited, which is reported as a
// warning and exit 0 rather than as a failure nobody can fix. Any high or critical finding,
// or any other error, fails.
//   node scripts/audit.mjs                    audits the installed tree
//   node scripts/audit.mjs --report file.json  judges a saved `npm audit --json` report
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const FAILING = ['high', 'critical'];

/** What to do with an `npm audit --json` report: { exit, lines }. */
function verdict(report) {
  const refusedStatus = report.statusCode ?? report.error?.statusCode;
  const where = `${report.uri ?? ''} ${report.message ?? ''} ${report.error?.summary ?? ''}`;
  if (typeof refusedStatus === 'number' && /advisor|audit/i.test(where)) {
    return {
      exit: 0,
      lines: [
        `WARNING: npm audit not run: the registry refused the advisory endpoint (HTTP ${refusedStatus}). ` +
          'Run `npm run audit` where the registry serves advisories.',
      ],
    };
  }
  const counts = report.metadata?.vulnerabilities;
  if (counts === undefined) {
    return {
      exit: 1,
      lines: [`npm audit gave no result: ${JSON.stringify(report).slice(0, 500)}`],
    };
  }
  const failing = Object.values(report.vulnerabilities ?? {}).filter((found) =>
    FAILING.includes(found.severity),
  );
  const summary = Object.entries(counts)
    .filter(([severity]) => severity !== 'total')
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ');
  if (failing.length === 0)
    return { exit: 0, lines: [`npm audit: no high or critical findings (${summary}).`] };
  return {
    exit: 1,
    lines: [
      `npm audit: ${failing.length} package(s) with high or critical findings (${summary}):`,
      ...failing.map((found) => {
        const titles = (found.via ?? [])
          .map((via) => (typeof via === 'string' ? via : via.title))
          .filter(Boolean)
          .join('; ');
        return `  ${found.name} (${found.severity}, ${found.range ?? '?'}): ${titles}`;
      }),
      'Run `npm audit` for details and `npm audit fix` where a fix exists.',
    ],
  };
}

function runAudit() {
  const result = spawnSync('npm', ['audit', '--audit-level=high', '--json'], { encoding: 'utf8' });
  if (result.error !== undefined) throw result.error;
  try {
    return JSON.parse(result.stdout);
  } catch {
    process.stderr.write(result.stderr);
    console.error(`npm audit printed no JSON (exit ${result.status ?? '?'})`);
    process.exit(1);
  }
}

const reportFlag = process.argv.indexOf('--report');
const report =
  reportFlag === -1
    ? runAudit()
    : JSON.parse(readFileSync(process.argv[reportFlag + 1] ?? '', 'utf8'));
const { exit, lines } = verdict(report);
for (const line of lines) (exit === 0 ? console.log : console.error)(line);
process.exit(exit);
