// The `tag` entry hydrates the public page on a responder's phone: it must not drag in the app's
// router, query cache, Radix or any dashboard, admin or landing code. Walks its static import graph.
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

describe('the tag entry (src/web/entry-tag.tsx)', () => {
  const graph = importGraph('src/web/entry-tag.tsx');

  it('imports only React, react-dom and lucide icons from packages', () => {
    expect(graph.packages).toEqual(['lucide-react', 'react', 'react-dom']);
  });

  it('imports only the public page feature and shared modules', () => {
    for (const file of graph.files) {
      expect(file).toMatch(
        /^src\/(web\/entry-tag\.tsx|web\/features\/public-tag\/(components\/|api\/)?[\w-]+\.(tsx?|css)|shared\/[\w/.-]+\.ts)$/,
      );
      expect(existsSync(path.join(ROOT, file))).toBe(true);
    }
    expect(graph.files).toContain('src/web/features/public-tag/components/public-tag-page.tsx');
    expect(graph.files).not.toContain('src/web/features/public-tag/public-tag-route.tsx');
  });
});
