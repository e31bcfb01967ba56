// Rewrites the list in docs/decisions/README.md from the records themselves (number, title, status),
// so adding a record is: write it, run `node --import tsx scripts/decision-index.ts`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const README = path.join(DIR, 'README.md');

const lines = readdirSync(DIR)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort()
  .map((file) => {
    const text = readFileSync(path.join(DIR, file), 'utf8').split('\n');
    const [, number = '', title = ''] = /^# (\d{3}) — (.+)$/.exec(text[0] ?? '') ?? [];
    const status = (text[3] ?? '').replace(/^Status: /, '');
    return `- ${number} — [${title}](${file}) — ${status}`;
  });

const readme = readFileSync(README, 'utf8').split('\n');
const first = readme.findIndex((line) => /^- \d{3} /.test(line));
const last = readme.findLastIndex((line) => /^- \d{3} /.test(line));
readme.splice(first, last - first + 1, ...lines);
writeFileSync(README, readme.join('\n'));
