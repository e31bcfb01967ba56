// CONTRIBUTING "Migrations": from 0014 on, a migration only expands the schema, so the previous release
// keeps working during a rolling upgrade. A statement that can break it (a drop, a rename, a new type,
// NOT NULL on an existing column) needs a `-- contract:` line saying why the previous release no longer
// uses what it changes (or what fills it in, as 0014's trigger does).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.ts';

/** The first migration written under the rule. */
const FIRST_CHECKED = 14;

const BREAKING = [
  /\bDROP\s+(TABLE|COLUMN)\b/i,
  // A column dropped without the optional COLUMN keyword (`ALTER TABLE "t" DROP "a"`, as hand-written).
  /\bALTER\s+TABLE\b[^;]*\bDROP\s+(?!(CONSTRAINT|DEFAULT|NOT|IDENTITY|EXPRESSION)\b)/i,
  /\bRENAME\b/i,
  /\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i,
  /\bALTER\s+COLUMN\s+"?\w+"?\s+SET\s+NOT\s+NULL\b/i,
];

/** The statements of a migration that may break the previous release, unless it says `-- contract:`. */
export function breakingStatements(migration: string): string[] {
  if (/^--\s*contract:/m.test(migration)) return [];
  return migration
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter((statement) => BREAKING.some((pattern) => pattern.test(statement)));
}

describe('migrations expand only', () => {
  it('flags drops, renames, new types and NOT NULL on existing columns', () => {
    expect(breakingStatements('ALTER TABLE "tags" DROP COLUMN "x";')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "tags" DROP "x";')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "tags" DROP IF EXISTS "x" CASCADE;')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "t" DROP CONSTRAINT "c";')).toEqual([]);
    expect(breakingStatements('ALTER TABLE "t" ALTER COLUMN "a" DROP NOT NULL;')).toEqual([]);
    expect(breakingStatements('ALTER TABLE "tags" RENAME COLUMN "a" TO "b";')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "t" ALTER COLUMN "a" SET DATA TYPE integer;')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "t" ALTER COLUMN "a" SET NOT NULL;')).toHaveLength(1);
    expect(breakingStatements('-- contract: 0013 stopped reading it\nDROP TABLE "old";')).toEqual([]);
    expect(breakingStatements('ALTER TABLE "t" ADD COLUMN "a" text DEFAULT \'x\' NOT NULL;')).toEqual([]);
    expect(breakingStatements('CREATE INDEX "i" ON "t" ("a");')).toEqual([]);
  });

  it('every migration from 0014 on keeps the previous release working', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter(
      (file) => /^\d{4}_.*\.sql$/.test(file) && Number(file.slice(0, 4)) >= FIRST_CHECKED,
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const migration = readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
      expect(breakingStatements(migration), file).toEqual([]);
    }
  });
});
