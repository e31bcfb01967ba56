// Decision records (decision 042): each has its date and status right under the title, then one paragraph
// that says the decision; a status names only records that exist; docs/decisions/README.md lists every
// record once with its title and that paragraph.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve('docs/decisions');
const STATUS = /^(accepted|(amended|superseded) by (\d{3}(, \d{3})*))$/;

type DecisionRecord = { file: string; number: string; title: string; lines: string[] };

const records: DecisionRecord[] = readdirSync(DIR)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort()
  .map((file) => {
    const lines = readFileSync(path.join(DIR, file), 'utf8').split('\n');
    const [, number = '', title = ''] = /^# (\d{3}) — (.+)$/.exec(lines[0] ?? '') ?? [];
    return { file, number, title, lines };
  });

const statusOf = (record: DecisionRecord) => (record.lines[3] ?? '').replace(/^Status: /, '');

/** The paragraph after the header, on one line: what the index shows. */
function gistOf(record: DecisionRecord): string {
  const end = record.lines.indexOf('', 5);
  return record.lines
    .slice(5, end === -1 ? undefined : end)
    .join(' ')
    .trim();
}

function indexLine(record: DecisionRecord): string {
  const status = statusOf(record);
  const note = status === 'accepted' ? '' : ` (${status})`;
  return `- ${record.number} — [${record.title}](${record.file})${note} — ${gistOf(record)}`;
}

describe('decision records', () => {
  it('there are records to check', () => {
    expect(records.length).toBeGreaterThan(20);
  });

  it.each(records)('$file: "# NNN — title", Date and Status under it, then the decision', (record) => {
    expect(record.number, 'title line "# NNN — title"').toBe(record.file.slice(0, 3));
    expect(record.lines[1]).toBe('');
    expect(record.lines[2]).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(record.lines[3]).toMatch(/^Status: /);
    expect(statusOf(record)).toMatch(STATUS);
    expect(record.lines[4]).toBe('');
    expect(gistOf(record), 'a paragraph saying the decision after the header').not.toBe('');
  });

  it('a status names only later records that exist', () => {
    const numbers = new Set(records.map((r) => r.number));
    for (const record of records) {
      const named = STATUS.exec(statusOf(record))?.[3]?.split(', ') ?? [];
      for (const later of named) {
        expect(numbers.has(later), `${record.file} names ${later}`).toBe(true);
        expect(Number(later), `${record.file} names ${later}`).toBeGreaterThan(Number(record.number));
      }
    }
  });

  it('README.md lists every record once, in order, with its title and decision, and nothing else', () => {
    const readme = readFileSync(path.join(DIR, 'README.md'), 'utf8');
    const listed = readme.split('\n').filter((line) => /^- \d{3} /.test(line));
    expect(listed).toEqual(records.map(indexLine));
  });
});
