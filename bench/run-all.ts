// `npm run bench`: runs every benchmark in bench/*.bench.ts (each exports `run(): Promise<Section>`),
// prints the figures and writes bench/REPORT.md with the machine and the date.
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type BenchSection = { title: string; lines: string[] };

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');
const sections: BenchSection[] = [];
for (const file of files) {
  console.log(`\n== ${file}`);
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as {
    run: () => Promise<BenchSection>;
  };
  const section = await mod.run();
  sections.push(section);
  console.log(`## ${section.title}`);
  for (const line of section.lines) console.log(line);
}

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
const report = [
  '# Benchmark report',
  '',
  `Date: ${new Date().toISOString()}`,
  `Machine: ${machine}`,
  `Load average before the run (1, 5, 15 min): ${loadBefore} (the machine may be shared: others' work skews figures)`,
  `Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
  '',
  ...sections.flatMap((s) => [`## ${s.title}`, '', ...s.lines, '']),
].join('\n');
if (only.length === 0) writeFileSync(path.join(here, 'REPORT.md'), report);
console.log(`\n${only.length === 0 ? 'wrote bench/REPORT.md' : '(partial run: REPORT.md not written)'}`);
