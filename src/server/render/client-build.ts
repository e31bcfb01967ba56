// The client build's stamp and the previous build's assets (decision 001). `npm run build` writes a
// hash of everything that decides the build's bytes into it; `npm start` compares that hash with the
// sources it runs from and rebuilds on a mismatch. A rebuild first moves the old hashed assets aside,
// where the server still serves them, so a page loaded before an upgrade keeps working.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Files and folders (relative to the project) whose contents decide the client build's bytes. */
export const CLIENT_BUILD_INPUTS = [
  'src/web',
  'src/shared',
  'index.html',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-client.ts',
  'scripts/compress-assets.ts',
];

export const BUILD_STAMP_FILE = 'build-stamp.json';
/** Moved-aside assets of earlier builds stay servable this long; the latest one stays in any case. */
export const PREVIOUS_ASSETS_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** A sha-256 over the paths and contents of the build's inputs (contents, not mtimes: a checkout
 * or `npm ci` touches every file without changing what the build makes). */
export function clientSourcesHash(
  projectRoot: string,
  inputs: readonly string[] = CLIENT_BUILD_INPUTS,
): string {
  const hash = createHash('sha256');
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(projectRoot, relative);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const name of readdirSync(absolute)) walk(path.posix.join(relative, name));
    } else files.push(relative);
  };
  inputs.forEach(walk);
  for (const file of files.sort()) {
    const content = readFileSync(path.join(projectRoot, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/** The sources hash the build in `distDir` was made from; undefined without a (readable) stamp. */
export function readBuildStamp(distDir: string): string | undefined {
  const sources = jsonField(path.join(distDir, BUILD_STAMP_FILE), 'sources');
  return typeof sources === 'string' ? sources : undefined;
}

/** One field of a small JSON file the build wrote; undefined when unreadable. */
function jsonField(file: string, key: string): unknown {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> | null)?.[key];
  } catch {
    return undefined;
  }
}

/** Written last, so a build that stopped half-way has no stamp and the next start rebuilds it. */
export function writeBuildStamp(distDir: string, sources: string): void {
  writeFileSync(path.join(distDir, BUILD_STAMP_FILE), `${JSON.stringify({ sources })}\n`);
}

/** Written into each moved-aside build by `keepPreviousAssets`: pruning deletes only folders with it. */
export const KEPT_ASSETS_STAMP_FILE = 'kept-assets.json';

/** Where the assets of earlier builds wait: `<dist>.previous`, beside the build so a rebuild's
 * emptying leaves it, and named after it so no folder of anything else is ever taken for one. */
export function previousAssetsRoot(distDir: string): string {
  const resolved = path.resolve(distDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.previous`);
}

/**
 * Before a rebuild from other sources: moves `distDir/assets` to `<dist>.previous/<its stamp>/assets`
 * and prunes earlier builds moved aside more than PREVIOUS_ASSETS_KEEP_MS ago (never the one just
 * moved, never a folder without the app's stamp file).
 */
export function keepPreviousAssets(distDir: string, nextSources: string, now: Date): void {
  const assets = path.join(distDir, 'assets');
  const root = previousAssetsRoot(distDir);
  const oldSources = readBuildStamp(distDir);
  if (existsSync(assets) && oldSources !== nextSources) {
    const kept = path.join(root, oldSources?.slice(0, 16) ?? `unstamped-${now.getTime()}`);
    rmSync(kept, { recursive: true, force: true });
    mkdirSync(kept, { recursive: true });
    renameSync(assets, path.join(kept, 'assets'));
    writeFileSync(
      path.join(kept, KEPT_ASSETS_STAMP_FILE),
      `${JSON.stringify({ sources: oldSources ?? null, movedAt: now.getTime() })}\n`,
    );
  }
  for (const dir of previousBuilds(distDir).slice(1)) {
    if (now.getTime() - dir.movedAt > PREVIOUS_ASSETS_KEEP_MS) rmSync(dir.path, { recursive: true });
  }
}

/** The `assets` folders of earlier builds, the most recently moved aside first. */
export function previousAssetDirs(distDir: string): string[] {
  return previousBuilds(distDir)
    .map((dir) => path.join(dir.path, 'assets'))
    .filter((dir) => existsSync(dir));
}

/** The folders `keepPreviousAssets` made (those with its stamp file), the latest first. */
function previousBuilds(distDir: string): { path: string; movedAt: number }[] {
  const root = previousAssetsRoot(distDir);
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .flatMap((name) => {
      const dir = path.join(root, name);
      const movedAt = keptAt(dir);
      return movedAt === undefined ? [] : [{ path: dir, movedAt }];
    })
    .sort((a, b) => b.movedAt - a.movedAt);
}

function keptAt(dir: string): number | undefined {
  const movedAt = jsonField(path.join(dir, KEPT_ASSETS_STAMP_FILE), 'movedAt');
  return typeof movedAt === 'number' ? movedAt : undefined;
}
