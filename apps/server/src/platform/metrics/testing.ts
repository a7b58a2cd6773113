/**
 * Reads Prometheus' text format as a scraper would, for the tests: each sample's name, its
 * labels and its value. Comments (# HELP, # TYPE) are skipped.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE_LINE.exec(line);
    if (match === null) throw new Error(`not a sample line: ${line}`);
    const [, name = '', labelText = '', value = ''] = match;
    const labels: Record<string, string> = {};
    for (const [, key = '', labelValue = ''] of labelText.matchAll(LABEL)) {
      labels[key] = labelValue;
    }
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels`; 0 if none. */
export function valueOf(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${String(found.length)} samples of ${name} match`);
  return found[0]?.value ?? 0;
}
