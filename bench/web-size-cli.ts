/**
 * `npm run size`: the P5 bundle budgets of the built SPA (run `npm run build` first). Prints
 * each figure and exits 1 when one is missed or a Mantine component's styles are missing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './processes';
import { measureWebSize } from './web-size';
import { missingMantineStyles } from './web-size-plan';
import type { ChunkModules } from './web-size-plan';

const distDir = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'apps/web/dist'));

function mantineStyleProblems(): string[] {
  const stylesDir = path.join(REPO_ROOT, 'node_modules/@mantine/core/styles');
  const importsFile = path.join(REPO_ROOT, 'apps/web/src/shared/theme/mantine-styles.ts');
  const missing = missingMantineStyles({
    chunkModules: JSON.parse(
      readFileSync(path.join(distDir, '.vite/chunk-modules.json'), 'utf8'),
    ) as ChunkModules,
    available: readdirSync(stylesDir)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.slice(0, -'.css'.length)),
    imported: [
      ...readFileSync(importsFile, 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.css/g),
    ].map((match) => match[1] ?? ''),
  });
  return missing.map(
    (name) =>
      `@mantine/core ${name} is in the build but its styles are not imported in ${path.relative(REPO_ROOT, importsFile)}`,
  );
}

const figures = await measureWebSize(distDir);
for (const figure of figures) {
  const value =
    figure.unit === 'yes/no'
      ? figure.value === 1
        ? 'yes'
        : 'no'
      : `${String(figure.value)} ${figure.unit}`;
  console.log(
    `${figure.pass ? 'pass' : 'FAIL'}  ${figure.id}  ${figure.name}: ${value} (goal ${figure.goal})`,
  );
  if (figure.detail !== undefined) console.log(`      ${figure.detail}`);
}
const problems = mantineStyleProblems();
for (const problem of problems) console.log(`FAIL  ${problem}`);
if (figures.some((figure) => !figure.pass) || problems.length > 0) process.exitCode = 1;
