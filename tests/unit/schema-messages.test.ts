// Every message a shared schema carries names a catalogue text with exactly the values that text uses
// (issue 30): the server answers it and the forms show it in the reader's language. Each
// `messageRef(...)` written in src/shared/schemas is recorded as the schemas are loaded and used.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import { defaultErrorMap, ZodType, type ZodIssue } from 'zod';
import { valueNames } from '#tests/helpers/icu-elements.ts';
import { flattenCatalogue } from '#server/i18n/catalogue-flatten.ts';
import { CATALOGUES } from '#shared/i18n/messages/index.ts';
import type * as MessageRefModule from '#shared/message-ref.ts';
import { parseMessageRef } from '#shared/message-ref.ts';

const calls: Array<{ key: string; values: Record<string, unknown> | undefined }> = [];

vi.mock('#shared/message-ref.ts', async (importOriginal) => {
  const original = await importOriginal<typeof MessageRefModule>();
  return {
    ...original,
    messageRef: (...args: Parameters<typeof original.messageRef>) => {
      calls.push({ key: args[0], values: args[1] });
      return original.messageRef(...args);
    },
  };
});

const dir = new URL('../../src/shared/schemas/', import.meta.url);
const schemaFiles = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const english = flattenCatalogue(CATALOGUES.en);

/** Inputs that make each schema refuse at least once, so messages made only on failure are made too. */
const JUNK: unknown[] = [undefined, null, {}, [], '', '?', -1, 1.5, true, { layout: '?' }];

/** Loads every schema file and parses junk with each exported schema: the issues they answer. */
async function loadAndExercise(): Promise<ZodIssue[]> {
  const issues: ZodIssue[] = [];
  for (const file of schemaFiles) {
    const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!(value instanceof ZodType)) continue;
      for (const input of JUNK) issues.push(...(value.safeParse(input).error?.issues ?? []));
    }
  }
  return issues;
}

describe('the shared schemas’ messages', () => {
  it('import no text.ts and write no words of their own', () => {
    for (const file of schemaFiles) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      expect(source, file).not.toMatch(/from '\.\.\/text\.ts'/);
      // A message written as words: a capitalised text of several words as a call's last argument.
      expect(source, file).not.toMatch(/,\s*['`"][A-Z][a-z]*\s[^'`"]*['`"]\s*\)/);
    }
  });

  it('refuse with a named text or zod’s own default, never with words', async () => {
    const issues = await loadAndExercise();
    expect(issues.length).toBeGreaterThan(50);
    const zodDefault = (issue: ZodIssue) =>
      defaultErrorMap(issue, { defaultError: '', data: undefined }).message;
    const worded = issues
      .filter((issue) => !parseMessageRef(issue.message) && issue.message !== zodDefault(issue))
      .map((issue) => issue.message);
    expect([...new Set(worded)]).toEqual([]);
  });

  it('name a catalogue text each, with exactly the values it uses', async () => {
    await loadAndExercise();
    expect(calls.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { key, values } of calls) {
      const text = english[key];
      if (text === undefined) {
        problems.push(`${key}: no such text`);
        continue;
      }
      const wanted = [...valueNames(parse(text, { ignoreTag: true }))].sort();
      const given = Object.keys(values ?? {}).sort();
      if (JSON.stringify(wanted) !== JSON.stringify(given))
        problems.push(`${key}: uses {${wanted.join(', ')}}, given {${given.join(', ')}}`);
    }
    expect(problems).toEqual([]);
  });

  it('check every messageRef the files write', async () => {
    await loadAndExercise();
    const made = new Set(calls.map((call) => call.key));
    const written = schemaFiles.flatMap((file) =>
      [...readFileSync(new URL(file, dir), 'utf8').matchAll(/messageRef\(\s*'([^']+)'/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(written.length).toBeGreaterThan(30);
    expect(written.filter((entry) => !made.has(entry.split(': ')[1]!))).toEqual([]);
  });
});
