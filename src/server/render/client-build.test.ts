// The build stamp follows the contents of the client's inputs, not their times; a rebuild keeps the
// previous build's assets aside for a while (decision 001).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  clientSourcesHash,
  keepPreviousAssets,
  PREVIOUS_ASSETS_KEEP_MS,
  previousAssetDirs,
  readBuildStamp,
  writeBuildStamp,
} from './client-build.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'safekid-client-build-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

it('the sources hash changes with a file`s contents or name, not with its time', () => {
  write('src/web/a.tsx', 'export const a = 1;');
  write('index.html', '<html></html>');
  const inputs = ['src/web', 'index.html', 'missing.json'];
  const first = clientSourcesHash(root, inputs);
  utimesSync(path.join(root, 'src/web/a.tsx'), new Date(0), new Date(0));
  expect(clientSourcesHash(root, inputs)).toBe(first);
  write('src/web/a.tsx', 'export const a = 2;');
  const changed = clientSourcesHash(root, inputs);
  expect(changed).not.toBe(first);
  write('src/web/b.tsx', '');
  expect(clientSourcesHash(root, inputs)).not.toBe(changed);
});

it('a rebuild from other sources moves the old assets aside; a week later a newer move prunes them', () => {
  const dist = path.join(root, 'dist/client');
  const day = 24 * 60 * 60 * 1000;
  const build = (sources: string, asset: string, at: Date) => {
    keepPreviousAssets(dist, sources, at);
    rmSync(dist, { recursive: true, force: true });
    write(`dist/client/assets/${asset}`, asset);
    writeBuildStamp(dist, sources);
  };
  build('a'.repeat(64), 'main-A.js', new Date(0));
  expect(readBuildStamp(dist)).toBe('a'.repeat(64));
  build('b'.repeat(64), 'main-B.js', new Date(day));
  expect(previousAssetDirs(dist).map((dir) => readdirSync(dir))).toEqual([['main-A.js']]);
  // The same sources again: nothing to keep, the build's own files are the same.
  build('b'.repeat(64), 'main-B.js', new Date(2 * day));
  expect(previousAssetDirs(dist).map((dir) => readdirSync(dir))).toEqual([['main-A.js']]);
  build('c'.repeat(64), 'main-C.js', new Date(day + PREVIOUS_ASSETS_KEEP_MS + 1));
  expect(previousAssetDirs(dist).map((dir) => readdirSync(dir))).toEqual([['main-B.js']]);
});

it('keeps old builds in `<dist>.previous` and prunes only folders it made there', () => {
  const dist = path.join(root, 'www');
  const day = 24 * 60 * 60 * 1000;
  // Folders beside the build that are not the app's: an old sibling, and one inside its own root.
  write('previous/someone-else/data.txt', 'keep');
  write('www.previous/operator-notes/notes.txt', 'keep');
  const build = (sources: string, asset: string, at: Date) => {
    keepPreviousAssets(dist, sources, at);
    rmSync(dist, { recursive: true, force: true });
    write(`www/assets/${asset}`, asset);
    writeBuildStamp(dist, sources);
  };
  build('a'.repeat(64), 'main-A.js', new Date(0));
  build('b'.repeat(64), 'main-B.js', new Date(day));
  expect(readdirSync(path.join(root, 'www.previous', 'a'.repeat(16), 'assets'))).toEqual(['main-A.js']);
  build('c'.repeat(64), 'main-C.js', new Date(day + 2 * PREVIOUS_ASSETS_KEEP_MS));
  expect(previousAssetDirs(dist).map((dir) => readdirSync(dir))).toEqual([['main-B.js']]);
  expect(readdirSync(path.join(root, 'previous/someone-else'))).toEqual(['data.txt']);
  expect(readdirSync(path.join(root, 'www.previous/operator-notes'))).toEqual(['notes.txt']);
});
