// What a page's JavaScript weighs, from the Vite manifest: the given entries and every chunk they
// import statically, each file counted once, raw and Brotli (quality 11, as the server precompresses).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[] };

export type ScriptWeight = { raw: number; br: number; files: number };

export const brotliSize = (data: Buffer | string) =>
  brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function scriptWeight(distDir: string, entries: readonly string[]): ScriptWeight {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  let raw = 0;
  let br = 0;
  for (const file of files) {
    const data = readFileSync(path.join(distDir, file));
    raw += data.length;
    br += brotliSize(data);
  }
  return { raw, br, files: files.size };
}

/** The landing page: the app entry and the landing page's own chunk (loaded before hydration). */
export const LANDING_ENTRIES = ['index.html', 'src/web/features/landing/landing-page.tsx'] as const;
/** The public tag page: its tiny hydration entry only. */
export const TAG_ENTRIES = ['src/web/entry-tag.ts'] as const;
