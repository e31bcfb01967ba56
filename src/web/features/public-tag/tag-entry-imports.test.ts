// The `tag` entry enhances the server-rendered public page on a responder's phone (issue 35): islands
// of plain DOM code, no framework at all (no React, no hydration), no catalogue and no ICU formatter
// (the server writes the words into the HTML). Walks its static import graph (type-only imports are
// erased at build time).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ALIASES: Record<string, string> = { '#shared/': 'src/shared/', '#web/': 'src/web/' };
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function importGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      if (/^\s*(?:import|export)\s+type\s/.test(match[0].trim())) continue; // erased at build time
      const spec = match[1]!;
      const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
      if (alias) visit(ALIASES[alias] + spec.slice(alias.length));
      else if (spec.startsWith('.')) visit(path.join(path.dirname(file), spec));
      else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  };
  visit(entry);
  return { files: [...files].sort(), packages: [...packages].sort() };
}

describe('the tag entry (src/web/entry-tag.ts)', () => {
  const graph = importGraph('src/web/entry-tag.ts');

  it('imports no package: no React, no icons, no message formatter', () => {
    expect(graph.packages).toEqual([]);
  });

  it('carries no catalogue file and no translator: its words are in the page', () => {
    expect(graph.files.filter((file) => file.startsWith('src/shared/i18n/messages/'))).toEqual([]);
    expect(graph.files).not.toContain('src/shared/i18n/translator.ts');
    expect(graph.files).not.toContain('src/web/i18n/i18n-context.tsx');
  });

  it('imports only the public page’s islands, its API calls and shared modules', () => {
    for (const file of graph.files) {
      expect(file).toMatch(
        /^src\/(web\/entry-tag\.ts|web\/features\/public-tag\/(islands\/|api\/|components\/)?[\w-]+\.(ts|css)|shared\/[\w/.-]+\.ts)$/,
      );
      expect(existsSync(path.join(ROOT, file))).toBe(true);
    }
    expect(graph.files).toContain('src/web/features/public-tag/islands/enhance-page.ts');
    expect(graph.files.filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});
