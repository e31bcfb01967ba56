// What the Vite build produced: the HTML template of the app and the manifest of hashed assets.
// Without a build (API tests), pages still render complete HTML from the source index.html (the one
// template of the app), just without scripts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type EntryAssets = { scripts: string[]; styles: string[]; preloads: string[] };

export const ENTRIES = {
  main: 'index.html',
  tag: 'src/web/entry-tag.ts',
} as const;

export class ClientAssets {
  readonly built: boolean;
  private readonly template: string;
  private readonly manifest: Manifest;

  constructor(readonly distDir: string) {
    const indexFile = path.join(distDir, 'index.html');
    const manifestFile = path.join(distDir, '.vite', 'manifest.json');
    this.built = existsSync(indexFile) && existsSync(manifestFile);
    this.template = this.built ? readFileSync(indexFile, 'utf8') : sourceTemplate();
    this.manifest = this.built ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  }

  /** The built index.html with its <!--app-head-->, <!--app-noscript-->, <!--app-html--> and <!--app-state--> slots. */
  get appTemplate(): string {
    return this.template;
  }

  /** Script, stylesheet and preload URLs of one entry, following its static imports. */
  entry(name: keyof typeof ENTRIES): EntryAssets {
    const key = ENTRIES[name];
    const chunk = this.manifest[key];
    if (!chunk) return { scripts: [], styles: [], preloads: [] };
    const styles = new Set<string>();
    const preloads = new Set<string>();
    const visit = (id: string, seen: Set<string>) => {
      if (seen.has(id)) return;
      seen.add(id);
      const c = this.manifest[id];
      if (!c) return;
      c.css?.forEach((css) => styles.add(`/${css}`));
      if (id !== key) preloads.add(`/${c.file}`);
      c.imports?.forEach((child) => visit(child, seen));
    };
    visit(key, new Set());
    return { scripts: [`/${chunk.file}`], styles: [...styles], preloads: [...preloads] };
  }
}

/** The source index.html without its development entry script, which nothing serves without a build. */
export function sourceTemplate(): string {
  const html = readFileSync(path.join(PROJECT_ROOT, ENTRIES.main), 'utf8');
  return html.replace(/\n\s*<script type="module" src="\/src\/[^"]*"><\/script>/, '');
}
