import { readFile, writeFile } from 'node:fs/promises';

/**
 * The line of a RESULTS.md below which people write what a run cannot: how steady the
 * figures are, what made them so, how to measure again. A run rewrites what is above it.
 */
export const HAND_WRITTEN_MARK = '<!-- Written by hand below this line; a new run keeps it. -->';

/** A run's generated text followed by the hand-written part of the file it replaces, if any. */
export function keepHandWritten(generated: string, previous: string | null): string {
  const at = previous?.indexOf(HAND_WRITTEN_MARK) ?? -1;
  if (previous === null || at < 0) return generated;
  return `${generated.trimEnd()}\n\n${previous.slice(at)}`;
}

/** Writes a results file, keeping what was written by hand below its mark. */
export async function writeResultsFile(file: string, generated: string): Promise<void> {
  const previous = await readFile(file, 'utf8').catch(() => null);
  await writeFile(file, keepHandWritten(generated, previous));
}
