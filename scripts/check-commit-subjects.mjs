// Checks that commit subjects hold at most 72 characters (docs/conventions.md, "Commit
// messages"). With a file argument it checks one message, as the commit-msg hook does; without,
// it checks every commit since the one that brought this check in, as CI does. Older history
// has longer subjects and is left as it is.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_SUBJECT = 72;
const CHECKED_SINCE = 'b7f00d832d7ba166344b0a7544003fd53ce67eaa';

const subjectOf = (message) =>
  message.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';

function commitsSince(revision) {
  const git = (...args) =>
    execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    git('cat-file', '-e', `${revision}^{commit}`);
  } catch {
    console.log(`commit subjects: ${revision} is not in this clone's history; nothing to check`);
    process.exit(0);
  }
  return git('log', '--format=%h %s', `${revision}..HEAD`)
    .split('\n')
    .filter(Boolean)
    .map((line) => ({
      id: line.slice(0, line.indexOf(' ')),
      subject: line.slice(line.indexOf(' ') + 1),
    }));
}

const file = process.argv[2];
const commits = file
  ? [{ id: 'this commit', subject: subjectOf(readFileSync(file, 'utf8')) }]
  : commitsSince(CHECKED_SINCE);
const tooLong = commits.filter(({ subject }) => subject.length > MAX_SUBJECT);
for (const { id, subject } of tooLong) {
  console.error(
    `${id}: subject has ${subject.length} characters, at most ${MAX_SUBJECT}: ${subject}`,
  );
}
if (tooLong.length > 0) {
  console.error('Put the detail in the body, after a blank line.');
  process.exit(1);
}
if (!file)
  console.log(`commit subjects: ${commits.length} checked, all at most ${MAX_SUBJECT} characters`);
