// A module's static import graph, as the bundler sees it (type-only imports are erased): the
// repository files it reaches and the packages it names. For tests of what an entry may carry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ALIASES: Record<string, string> = { '#shared/': 'src/shared/', '#web/': 'src/web/' };
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;

export function importGraph(entry: string): { files: string[]; packages: string[] } {
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
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/** 'react-dom/client' → 'react-dom', '@formatjs/x/y' → '@formatjs/x'. */
export const packageName = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
