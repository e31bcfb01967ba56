// The `tag` entry hydrates the public page on a responder's phone: it must not drag in the app's
// router, query cache, Radix or any dashboard, admin or landing code, nor a catalogue file or the ICU
// parser (the server embeds the page's texts already parsed, decision 019). Walks its static import
// graph (type-only imports are erased at build time).
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

  it('imports only React, react-dom, lucide icons and the ICU formatter (no parser) from packages', () => {
    expect(graph.packages).toEqual(['intl-messageformat', 'lucide-react', 'react', 'react-dom']);
    expect(graph.packages).not.toContain('@formatjs/icu-messageformat-parser');
  });

  it('formats the texts the server embedded: the translator, and no catalogue file', () => {
    expect(graph.files).toContain('src/shared/i18n/translator.ts');
    expect(graph.files).toContain('src/web/i18n/i18n-context.tsx');
    const catalogue = graph.files.filter((file) => file.startsWith('src/shared/i18n/messages/'));
    expect(catalogue).toEqual([]);
    expect(graph.files).not.toContain('src/shared/text.ts');
  });

  it('imports only the public page feature and shared modules', () => {
    for (const file of graph.files) {
      expect(file).toMatch(
        /^src\/(web\/entry-tag\.tsx|web\/i18n\/i18n-context\.tsx|web\/features\/public-tag\/(components\/|api\/)?[\w-]+\.(tsx?|css)|shared\/[\w/.-]+\.ts)$/,
      );
      expect(existsSync(path.join(ROOT, file))).toBe(true);
    }
    expect(graph.files).toContain('src/web/features/public-tag/components/public-tag-page.tsx');
    expect(graph.files).not.toContain('src/web/features/public-tag/public-tag-route.tsx');
  });
});
