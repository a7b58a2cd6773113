/**
 * P6 on its own: starts the portal (embedded database, demo data, the built SPA, its own
 * port), signs in as Aroha and prints the Lighthouse figures. Build the SPA first
 * (`npm run build`). Usage: npx tsx bench/lighthouse-cli.ts [runs]
 */
import os from 'node:os';
import path from 'node:path';
import { measureLighthouse } from './lighthouse';
import { startDemoPortal } from './processes';
import { signInCookie } from './sign-in';

const runs = Number(process.argv[2] ?? '5');
const portal = await startDemoPortal(path.join(os.tmpdir(), 'portal-lighthouse-server.log'));
/** Right after start-up the overload guard may still answer 503 for a moment; wait it out. */
async function signInAsAroha(origin: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signInCookie(origin, 'aroha@example.nz');
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('503')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

try {
  const cookie = await signInAsAroha(portal.origin);
  const figures = await measureLighthouse({ baseUrl: portal.origin, cookie, runs });
  for (const figure of figures) {
    console.log(
      `${figure.pass ? 'pass' : 'FAIL'}  ${figure.id}: ${String(figure.value)} ${figure.unit} ` +
        `(goal ${figure.goal})${figure.detail === undefined ? '' : `  ${figure.detail}`}`,
    );
  }
  if (figures.some((figure) => !figure.pass)) process.exitCode = 1;
} finally {
  await portal.stop();
}
