// Reads docs/spec/SPEC.md, the owner's specification, so tests can take expected UI strings and limits
// from it instead of from our own copies in src/shared.
import { readFileSync } from 'node:fs';

const raw = readFileSync(new URL('../../docs/spec/SPEC.md', import.meta.url), 'utf8');

/** The owner's text: everything below the '---' line (above it is our note on how to read it). */
export const specText = raw.slice(raw.indexOf('\n---\n') + 5);

/** The text of one '## n.' section, e.g. specSection(8) for the error catalogue. */
export function specSection(n: number): string {
  const start = specText.indexOf(`\n## ${n}. `);
  if (start < 0) throw new Error(`SPEC has no section ${n}`);
  const next = specText.indexOf('\n## ', start + 1);
  return specText.slice(start, next < 0 ? undefined : next);
}

/**
 * Every string SPEC puts in single quotes, in order. A quote opens and closes at a "'" that is not
 * inside a word, so apostrophes ("Child's", "l'email") stay part of the string.
 */
export function quotedStrings(text: string = specText): string[] {
  return [...text.matchAll(/(?<![\p{L}\p{N}])'(.+?)'(?![\p{L}\p{N}])/gu)].map((m) => m[1]!);
}

/** The first line of SPEC matching `pattern`; throws when SPEC no longer says it. */
export function specLine(pattern: RegExp, text: string = specText): string {
  const line = text.split('\n').find((l) => pattern.test(l));
  if (!line) throw new Error(`SPEC no longer has a line matching ${pattern}`);
  return line;
}

/** The capture groups of `pattern` in SPEC; throws when SPEC no longer says it. */
export function specMatch(pattern: RegExp, text: string = specText): string[] {
  const match = pattern.exec(text);
  if (!match) throw new Error(`SPEC no longer says ${pattern}`);
  return match.slice(1).map((group) => group ?? '');
}

/** Rows of the markdown table whose header row is `header` (cells trimmed, header and rule left out). */
export function tableRows(header: string, text: string = specText): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === header);
  if (start < 0) throw new Error(`SPEC has no table ${header}`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** "a, b and c" / "a, b, and c" → [a, b, c]. */
export function listItems(list: string): string[] {
  return list
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** '3', 'three', 'Three', '1,000,000' → the number. */
export function specNumber(word: string): number {
  const named = NUMBER_WORDS[word.toLowerCase()];
  if (named !== undefined) return named;
  const value = Number(word.replace(/,/g, ''));
  if (!Number.isFinite(value)) throw new Error(`Not a number in SPEC: ${word}`);
  return value;
}
