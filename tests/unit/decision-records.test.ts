// Decision records (decision 091): each has its date and status right under the title, a status names
// only records that exist, and docs/decisions/README.md lists every record once with its title and status.
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

describe('decision records', () => {
  it('there are records to check', () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it.each(records)('$file: "# NNN — title", then Date and Status under it', (record) => {
    expect(record.number, 'title line "# NNN — title"').toBe(record.file.slice(0, 3));
    expect(record.lines[1]).toBe('');
    expect(record.lines[2]).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(record.lines[3]).toMatch(/^Status: /);
    expect(statusOf(record)).toMatch(STATUS);
    expect(record.lines[4]).toBe('');
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

  it('README.md lists every record once, in order, with its title and status, and nothing else', () => {
    const readme = readFileSync(path.join(DIR, 'README.md'), 'utf8');
    const listed = readme.split('\n').filter((line) => /^- \d{3} /.test(line));
    expect(listed).toEqual(records.map((r) => `- ${r.number} — [${r.title}](${r.file}) — ${statusOf(r)}`));
  });
});
