// Rewrites the list in docs/decisions/README.md from the records themselves (number, title, the opening
// paragraph that says the decision, and the status when it is not `accepted`), so adding or changing a
// record is: write it, run `node --import tsx scripts/decision-index.ts`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const README = path.join(DIR, 'README.md');

/** The record's opening paragraph (after the header), on one line. */
function gistOf(lines: string[]): string {
  const end = lines.indexOf('', 5);
  return lines
    .slice(5, end === -1 ? undefined : end)
    .join(' ')
    .trim();
}

const lines = readdirSync(DIR)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort()
  .map((file) => {
    const text = readFileSync(path.join(DIR, file), 'utf8').split('\n');
    const [, number = '', title = ''] = /^# (\d{3}) — (.+)$/.exec(text[0] ?? '') ?? [];
    const status = (text[3] ?? '').replace(/^Status: /, '');
    const note = status === 'accepted' ? '' : ` (${status})`;
    return `- ${number} — [${title}](${file})${note} — ${gistOf(text)}`;
  });

const readme = readFileSync(README, 'utf8').split('\n');
const first = readme.findIndex((line) => /^- \d{3} /.test(line));
const last = readme.findLastIndex((line) => /^- \d{3} /.test(line));
readme.splice(first, last - first + 1, ...lines);
writeFileSync(README, readme.join('\n'));
