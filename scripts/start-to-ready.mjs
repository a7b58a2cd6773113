// Times one start of the server: runs the command given (default `npm start`), asks
// http://127.0.0.1:$PORT/readyz every 20 ms until it answers 200, prints the milliseconds
// that took, then stops the server with SIGTERM (its graceful shutdown, so the database is
// closed cleanly for the next start) and waits for it to end. Wrap it in a whole-process
// timer (e.g. `/usr/bin/time -v`) and run it several times to compare two ways of starting.
//
//   PORT=3400 DATA_DIR=/tmp/portal-bench node scripts/start-to-ready.mjs [command ...]
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const [command, ...args] = process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'start'];
const began = performance.now();
const child = spawn(command, args, { stdio: 'ignore', detached: true });
let exited = false;
let stopping = false;
child.on('exit', (code) => {
  exited = true;
  if (code !== null && code !== 0 && !stopping) {
    console.error(`${command} exited with ${String(code)} before it was ready`);
    process.exit(1);
  }
});

async function end(code) {
  if (!exited) {
    // The whole process group: npm, and the server it started.
    const gone = new Promise((resolve) => child.on('exit', resolve));
    stopping = true;
    process.kill(-child.pid, 'SIGTERM');
    await gone;
  }
  process.exit(code);
}

const deadline = Date.now() + 120_000;
for (;;) {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`);
    if (answer.status === 200) break;
  } catch {
    // Not listening yet.
  }
  if (Date.now() > deadline) {
    console.error('not ready within 120 s');
    await end(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
}
console.log(`ready in ${String(Math.round(performance.now() - began))} ms`);
await end(0);
