// Reads the Prometheus text exposition back in tests: each sample's name, labels and value.

export type Sample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the sample with this name whose labels include `labels`; 0 when there is none. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value ?? 0;
}
